// Generated from the server's OpenAPI document by `npm run gen:api-types`: do not edit.
// A test (apps/server/src/plugins/openapi-types.test.ts) fails when this differs from what the server serves.
export interface paths {
  '/v1/acorn/acorn-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          organization_type?: string;
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_customer_id: number;
                contact_name: string | null;
                email: string | null;
                group_id: number;
                last_modified_date: string;
                mob_number: string | null;
                notes: string | null;
                organization_name: string | null;
                organization_type: string | null;
                shipping_address: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contact_name?: string | null;
            email?: string | null;
            group_id?: number | null;
            mob_number?: string | null;
            notes?: string | null;
            organization_name?: string | null;
            organization_type?: string | null;
            shipping_address?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_customer_id: number;
              contact_name: string | null;
              email: string | null;
              group_id: number;
              last_modified_date: string;
              mob_number: string | null;
              notes: string | null;
              organization_name: string | null;
              organization_type: string | null;
              shipping_address: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_customer_id: number;
              contact_name: string | null;
              email: string | null;
              group_id: number;
              last_modified_date: string;
              mob_number: string | null;
              notes: string | null;
              organization_name: string | null;
              organization_type: string | null;
              shipping_address: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contact_name?: string | null;
            email?: string | null;
            group_id?: number | null;
            last_modified_date?: string;
            mob_number?: string | null;
            notes?: string | null;
            organization_name?: string | null;
            organization_type?: string | null;
            shipping_address?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_customer_id: number;
              contact_name: string | null;
              email: string | null;
              group_id: number;
              last_modified_date: string;
              mob_number: string | null;
              notes: string | null;
              organization_name: string | null;
              organization_type: string | null;
              shipping_address: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-customers/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          organization_type?: string;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          order_no?: string;
          page?: number;
          page_size?: number;
          q?: string;
          sim_status?: string;
          sort?: string;
          status?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: (
                | {
                    acorn_device_id: number;
                    acorn_id: string | null;
                    acorn_version: string | null;
                    group_id: number;
                    group_name: string | null;
                    IMEI: string | null;
                    is_support: boolean;
                    last_modified_date: string;
                    last_sync: string | null;
                    model: string | null;
                    notes: string | null;
                    order_no: string | null;
                    owner_name: string | null;
                    purchase_date: string | null;
                    refurbished: boolean;
                    serial_number: string;
                    sim_activation_date: string | null;
                    sim_number: string | null;
                    sim_pin: string | null;
                    sim_renewal_date: string | null;
                    /** @enum {string} */
                    sim_status: 'Active' | 'Inactive';
                    /** @enum {string} */
                    status: 'Assigned' | 'Unassigned' | 'Onboarded';
                    subscription: boolean;
                    support_activation_date: string | null;
                    support_renewal_date: string | null;
                  }
                | {
                    acorn_device_id: number;
                    acorn_id: string | null;
                    acorn_version: string | null;
                    group_id: number;
                    is_support: boolean;
                    last_modified_date: string;
                    last_sync: string | null;
                    model: string | null;
                    serial_number: string;
                    sim_renewal_date: string | null;
                    /** @enum {string} */
                    sim_status: 'Active' | 'Inactive';
                    /** @enum {string} */
                    status: 'Assigned' | 'Unassigned' | 'Onboarded';
                    support_renewal_date: string | null;
                  }
              )[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id?: string | null;
            acorn_version?: string | null;
            group_id?: number | null;
            group_name?: string | null;
            IMEI?: string | null;
            is_support?: boolean;
            last_sync?: (string | '') | null;
            model?: string | null;
            notes?: string | null;
            order_no?: string | null;
            owner_name?: string | null;
            purchase_date?: (string | '') | null;
            refurbished?: boolean;
            serial_number?: string | null;
            sim_activation_date?: (string | '') | null;
            sim_number?: string | null;
            sim_pin?: (number | string) | null;
            /** @enum {string} */
            sim_status?: 'Active' | 'Inactive';
            /** @enum {string} */
            status?: 'Assigned' | 'Unassigned' | 'Onboarded';
            subscription?: boolean;
            support_activation_date?: (string | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  acorn_device_id: number;
                  acorn_id: string | null;
                  acorn_version: string | null;
                  group_id: number;
                  group_name: string | null;
                  IMEI: string | null;
                  is_support: boolean;
                  last_modified_date: string;
                  last_sync: string | null;
                  model: string | null;
                  notes: string | null;
                  order_no: string | null;
                  owner_name: string | null;
                  purchase_date: string | null;
                  refurbished: boolean;
                  serial_number: string;
                  sim_activation_date: string | null;
                  sim_number: string | null;
                  sim_pin: string | null;
                  sim_renewal_date: string | null;
                  /** @enum {string} */
                  sim_status: 'Active' | 'Inactive';
                  /** @enum {string} */
                  status: 'Assigned' | 'Unassigned' | 'Onboarded';
                  subscription: boolean;
                  support_activation_date: string | null;
                  support_renewal_date: string | null;
                }
              | {
                  acorn_device_id: number;
                  acorn_id: string | null;
                  acorn_version: string | null;
                  group_id: number;
                  is_support: boolean;
                  last_modified_date: string;
                  last_sync: string | null;
                  model: string | null;
                  serial_number: string;
                  sim_renewal_date: string | null;
                  /** @enum {string} */
                  sim_status: 'Active' | 'Inactive';
                  /** @enum {string} */
                  status: 'Assigned' | 'Unassigned' | 'Onboarded';
                  support_renewal_date: string | null;
                };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  acorn_device_id: number;
                  acorn_id: string | null;
                  acorn_version: string | null;
                  group_id: number;
                  group_name: string | null;
                  IMEI: string | null;
                  is_support: boolean;
                  last_modified_date: string;
                  last_sync: string | null;
                  model: string | null;
                  notes: string | null;
                  order_no: string | null;
                  owner_name: string | null;
                  purchase_date: string | null;
                  refurbished: boolean;
                  serial_number: string;
                  sim_activation_date: string | null;
                  sim_number: string | null;
                  sim_pin: string | null;
                  sim_renewal_date: string | null;
                  /** @enum {string} */
                  sim_status: 'Active' | 'Inactive';
                  /** @enum {string} */
                  status: 'Assigned' | 'Unassigned' | 'Onboarded';
                  subscription: boolean;
                  support_activation_date: string | null;
                  support_renewal_date: string | null;
                }
              | {
                  acorn_device_id: number;
                  acorn_id: string | null;
                  acorn_version: string | null;
                  group_id: number;
                  is_support: boolean;
                  last_modified_date: string;
                  last_sync: string | null;
                  model: string | null;
                  serial_number: string;
                  sim_renewal_date: string | null;
                  /** @enum {string} */
                  sim_status: 'Active' | 'Inactive';
                  /** @enum {string} */
                  status: 'Assigned' | 'Unassigned' | 'Onboarded';
                  support_renewal_date: string | null;
                };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id?: string | null;
            acorn_version?: string | null;
            group_id?: number | null;
            group_name?: string | null;
            IMEI?: string | null;
            is_support?: boolean;
            last_modified_date?: string;
            last_sync?: (string | '') | null;
            model?: string | null;
            notes?: string | null;
            order_no?: string | null;
            owner_name?: string | null;
            purchase_date?: (string | '') | null;
            refurbished?: boolean;
            serial_number?: string | null;
            sim_activation_date?: (string | '') | null;
            sim_number?: string | null;
            sim_pin?: (number | string) | null;
            /** @enum {string} */
            sim_status?: 'Active' | 'Inactive';
            /** @enum {string} */
            status?: 'Assigned' | 'Unassigned' | 'Onboarded';
            subscription?: boolean;
            support_activation_date?: (string | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  acorn_device_id: number;
                  acorn_id: string | null;
                  acorn_version: string | null;
                  group_id: number;
                  group_name: string | null;
                  IMEI: string | null;
                  is_support: boolean;
                  last_modified_date: string;
                  last_sync: string | null;
                  model: string | null;
                  notes: string | null;
                  order_no: string | null;
                  owner_name: string | null;
                  purchase_date: string | null;
                  refurbished: boolean;
                  serial_number: string;
                  sim_activation_date: string | null;
                  sim_number: string | null;
                  sim_pin: string | null;
                  sim_renewal_date: string | null;
                  /** @enum {string} */
                  sim_status: 'Active' | 'Inactive';
                  /** @enum {string} */
                  status: 'Assigned' | 'Unassigned' | 'Onboarded';
                  subscription: boolean;
                  support_activation_date: string | null;
                  support_renewal_date: string | null;
                }
              | {
                  acorn_device_id: number;
                  acorn_id: string | null;
                  acorn_version: string | null;
                  group_id: number;
                  is_support: boolean;
                  last_modified_date: string;
                  last_sync: string | null;
                  model: string | null;
                  serial_number: string;
                  sim_renewal_date: string | null;
                  /** @enum {string} */
                  sim_status: 'Active' | 'Inactive';
                  /** @enum {string} */
                  status: 'Assigned' | 'Unassigned' | 'Onboarded';
                  support_renewal_date: string | null;
                };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-devices/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          order_no?: string;
          q?: string;
          sim_status?: string;
          sort?: string;
          status?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                location: string;
                users: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-order-names': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                order_no: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          organization_type?: string;
          page?: number;
          page_size?: number;
          priority?: string;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_order_id: number;
                active_stylus_qty: number | null;
                amount_paid: number | null;
                contact_name: string | null;
                county: string | null;
                data_qty: number | null;
                group_id: number;
                invoice_url: string | null;
                is_delivery_before_payment: boolean;
                is_paid: boolean;
                is_po_invoice_send: boolean;
                is_shipped: boolean;
                last_modified_date: string;
                mob_number: string | null;
                order_date: string | null;
                order_no: string;
                order_qty_shipped: number | null;
                organization_name: string | null;
                organization_type: string | null;
                po_number: string | null;
                /** @enum {string} */
                priority: 'Order' | 'Quote' | 'Expire Quote';
                quote_qty: number | null;
                quote_qty_confirmed: boolean;
                shipping_address: string | null;
                shipping_date: string | null;
                shipping_tracking: string | null;
                status: string | null;
                total_order_value: number | null;
                wifi_qty: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active_stylus_qty?: (number | '') | null;
            amount_paid?: (number | '') | null;
            contact_name?: string | null;
            county?: string | null;
            data_qty?: (number | '') | null;
            group_id?: number | null;
            invoice_url?: string | null;
            is_delivery_before_payment?: boolean;
            is_paid?: boolean;
            is_po_invoice_send?: boolean;
            is_shipped?: boolean;
            mob_number?: string | null;
            order_date?: (string | '') | null;
            order_no?: string | null;
            order_qty_shipped?: (number | '') | null;
            organization_name?: string | null;
            organization_type?: string | null;
            po_number?: string | null;
            /** @enum {string} */
            priority?: 'Order' | 'Quote' | 'Expire Quote';
            quote_qty?: (number | '') | null;
            quote_qty_confirmed?: boolean;
            shipping_address?: string | null;
            shipping_date?: (string | '') | null;
            shipping_tracking?: string | null;
            status?: string | null;
            total_order_value?: (number | '') | null;
            wifi_qty?: (number | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_order_id: number;
              active_stylus_qty: number | null;
              amount_paid: number | null;
              contact_name: string | null;
              county: string | null;
              data_qty: number | null;
              group_id: number;
              invoice_url: string | null;
              is_delivery_before_payment: boolean;
              is_paid: boolean;
              is_po_invoice_send: boolean;
              is_shipped: boolean;
              last_modified_date: string;
              mob_number: string | null;
              order_date: string | null;
              order_no: string;
              order_qty_shipped: number | null;
              organization_name: string | null;
              organization_type: string | null;
              po_number: string | null;
              /** @enum {string} */
              priority: 'Order' | 'Quote' | 'Expire Quote';
              quote_qty: number | null;
              quote_qty_confirmed: boolean;
              shipping_address: string | null;
              shipping_date: string | null;
              shipping_tracking: string | null;
              status: string | null;
              total_order_value: number | null;
              wifi_qty: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_order_id: number;
              active_stylus_qty: number | null;
              amount_paid: number | null;
              contact_name: string | null;
              county: string | null;
              data_qty: number | null;
              group_id: number;
              invoice_url: string | null;
              is_delivery_before_payment: boolean;
              is_paid: boolean;
              is_po_invoice_send: boolean;
              is_shipped: boolean;
              last_modified_date: string;
              mob_number: string | null;
              order_date: string | null;
              order_no: string;
              order_qty_shipped: number | null;
              organization_name: string | null;
              organization_type: string | null;
              po_number: string | null;
              /** @enum {string} */
              priority: 'Order' | 'Quote' | 'Expire Quote';
              quote_qty: number | null;
              quote_qty_confirmed: boolean;
              shipping_address: string | null;
              shipping_date: string | null;
              shipping_tracking: string | null;
              status: string | null;
              total_order_value: number | null;
              wifi_qty: number | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active_stylus_qty?: (number | '') | null;
            amount_paid?: (number | '') | null;
            contact_name?: string | null;
            county?: string | null;
            data_qty?: (number | '') | null;
            group_id?: number | null;
            invoice_url?: string | null;
            is_delivery_before_payment?: boolean;
            is_paid?: boolean;
            is_po_invoice_send?: boolean;
            is_shipped?: boolean;
            last_modified_date?: string;
            mob_number?: string | null;
            order_date?: (string | '') | null;
            order_no?: string | null;
            order_qty_shipped?: (number | '') | null;
            organization_name?: string | null;
            organization_type?: string | null;
            po_number?: string | null;
            /** @enum {string} */
            priority?: 'Order' | 'Quote' | 'Expire Quote';
            quote_qty?: (number | '') | null;
            quote_qty_confirmed?: boolean;
            shipping_address?: string | null;
            shipping_date?: (string | '') | null;
            shipping_tracking?: string | null;
            status?: string | null;
            total_order_value?: (number | '') | null;
            wifi_qty?: (number | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_order_id: number;
              active_stylus_qty: number | null;
              amount_paid: number | null;
              contact_name: string | null;
              county: string | null;
              data_qty: number | null;
              group_id: number;
              invoice_url: string | null;
              is_delivery_before_payment: boolean;
              is_paid: boolean;
              is_po_invoice_send: boolean;
              is_shipped: boolean;
              last_modified_date: string;
              mob_number: string | null;
              order_date: string | null;
              order_no: string;
              order_qty_shipped: number | null;
              organization_name: string | null;
              organization_type: string | null;
              po_number: string | null;
              /** @enum {string} */
              priority: 'Order' | 'Quote' | 'Expire Quote';
              quote_qty: number | null;
              quote_qty_confirmed: boolean;
              shipping_address: string | null;
              shipping_date: string | null;
              shipping_tracking: string | null;
              status: string | null;
              total_order_value: number | null;
              wifi_qty: number | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          organization_type?: string;
          priority?: string;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-parts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_part_id: number;
                active_stylus: number;
                box_back_cover_sticker: number;
                box_front_cover_sticker: number;
                box_seal_sticker: number;
                brochure: number;
                charger: number;
                comments: string | null;
                cover: number;
                group_id: number;
                inside_sticker: number;
                last_modified_date: string;
                qsg: number;
                screen_protector: number;
                shipping_bag: number;
                shipping_label: number;
                stand: number;
                stylus: number;
                tablet: number;
                tablet_back_sticker: number;
                tablet_front_cover_sticker: number;
                usb_cable: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active_stylus?: (number | '') | null;
            box_back_cover_sticker?: (number | '') | null;
            box_front_cover_sticker?: (number | '') | null;
            box_seal_sticker?: (number | '') | null;
            brochure?: (number | '') | null;
            charger?: (number | '') | null;
            comments?: string | null;
            cover?: (number | '') | null;
            group_id?: number | null;
            inside_sticker?: (number | '') | null;
            qsg?: (number | '') | null;
            screen_protector?: (number | '') | null;
            shipping_bag?: (number | '') | null;
            shipping_label?: (number | '') | null;
            stand?: (number | '') | null;
            stylus?: (number | '') | null;
            tablet?: (number | '') | null;
            tablet_back_sticker?: (number | '') | null;
            tablet_front_cover_sticker?: (number | '') | null;
            usb_cable?: (number | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_part_id: number;
              active_stylus: number;
              box_back_cover_sticker: number;
              box_front_cover_sticker: number;
              box_seal_sticker: number;
              brochure: number;
              charger: number;
              comments: string | null;
              cover: number;
              group_id: number;
              inside_sticker: number;
              last_modified_date: string;
              qsg: number;
              screen_protector: number;
              shipping_bag: number;
              shipping_label: number;
              stand: number;
              stylus: number;
              tablet: number;
              tablet_back_sticker: number;
              tablet_front_cover_sticker: number;
              usb_cable: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-parts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_part_id: number;
              active_stylus: number;
              box_back_cover_sticker: number;
              box_front_cover_sticker: number;
              box_seal_sticker: number;
              brochure: number;
              charger: number;
              comments: string | null;
              cover: number;
              group_id: number;
              inside_sticker: number;
              last_modified_date: string;
              qsg: number;
              screen_protector: number;
              shipping_bag: number;
              shipping_label: number;
              stand: number;
              stylus: number;
              tablet: number;
              tablet_back_sticker: number;
              tablet_front_cover_sticker: number;
              usb_cable: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active_stylus?: (number | '') | null;
            box_back_cover_sticker?: (number | '') | null;
            box_front_cover_sticker?: (number | '') | null;
            box_seal_sticker?: (number | '') | null;
            brochure?: (number | '') | null;
            charger?: (number | '') | null;
            comments?: string | null;
            cover?: (number | '') | null;
            group_id?: number | null;
            inside_sticker?: (number | '') | null;
            last_modified_date?: string;
            qsg?: (number | '') | null;
            screen_protector?: (number | '') | null;
            shipping_bag?: (number | '') | null;
            shipping_label?: (number | '') | null;
            stand?: (number | '') | null;
            stylus?: (number | '') | null;
            tablet?: (number | '') | null;
            tablet_back_sticker?: (number | '') | null;
            tablet_front_cover_sticker?: (number | '') | null;
            usb_cable?: (number | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_part_id: number;
              active_stylus: number;
              box_back_cover_sticker: number;
              box_front_cover_sticker: number;
              box_seal_sticker: number;
              brochure: number;
              charger: number;
              comments: string | null;
              cover: number;
              group_id: number;
              inside_sticker: number;
              last_modified_date: string;
              qsg: number;
              screen_protector: number;
              shipping_bag: number;
              shipping_label: number;
              stand: number;
              stylus: number;
              tablet: number;
              tablet_back_sticker: number;
              tablet_front_cover_sticker: number;
              usb_cable: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-parts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-renewals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_id?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          organization_type?: string;
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_id: string | null;
                acorn_renewal_id: number;
                billing_email: string | null;
                billing_name: string | null;
                contract_renewal_date: string | null;
                contract_start_date: string | null;
                group_id: number;
                is_reminder: boolean;
                is_sim_deactivated: boolean;
                is_software_deactivated: boolean;
                last_modified_date: string;
                notes: string | null;
                order_no: string | null;
                organization_name: string | null;
                organization_type: string | null;
                owner_name: string | null;
                reminder_date: string | null;
                renewal_order_no: string | null;
                sim_deactivated_date: string | null;
                sim_number: string | null;
                software_deactivated_date: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id?: string | null;
            billing_email?: string | null;
            billing_name?: string | null;
            contract_start_date?: (string | '') | null;
            group_id?: number | null;
            is_reminder?: boolean;
            is_sim_deactivated?: boolean;
            is_software_deactivated?: boolean;
            notes?: string | null;
            order_no?: string | null;
            organization_name?: string | null;
            organization_type?: string | null;
            owner_name?: string | null;
            reminder_date?: (string | '') | null;
            renewal_order_no?: string | null;
            sim_deactivated_date?: (string | '') | null;
            sim_number?: string | null;
            software_deactivated_date?: (string | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_id: string | null;
              acorn_renewal_id: number;
              billing_email: string | null;
              billing_name: string | null;
              contract_renewal_date: string | null;
              contract_start_date: string | null;
              group_id: number;
              is_reminder: boolean;
              is_sim_deactivated: boolean;
              is_software_deactivated: boolean;
              last_modified_date: string;
              notes: string | null;
              order_no: string | null;
              organization_name: string | null;
              organization_type: string | null;
              owner_name: string | null;
              reminder_date: string | null;
              renewal_order_no: string | null;
              sim_deactivated_date: string | null;
              sim_number: string | null;
              software_deactivated_date: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-renewals-order-device': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_id: string;
                order_no: string | null;
                owner_name: string | null;
                sim_number: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-renewals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_id: string | null;
              acorn_renewal_id: number;
              billing_email: string | null;
              billing_name: string | null;
              contract_renewal_date: string | null;
              contract_start_date: string | null;
              group_id: number;
              is_reminder: boolean;
              is_sim_deactivated: boolean;
              is_software_deactivated: boolean;
              last_modified_date: string;
              notes: string | null;
              order_no: string | null;
              organization_name: string | null;
              organization_type: string | null;
              owner_name: string | null;
              reminder_date: string | null;
              renewal_order_no: string | null;
              sim_deactivated_date: string | null;
              sim_number: string | null;
              software_deactivated_date: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id?: string | null;
            billing_email?: string | null;
            billing_name?: string | null;
            contract_start_date?: (string | '') | null;
            group_id?: number | null;
            is_reminder?: boolean;
            is_sim_deactivated?: boolean;
            is_software_deactivated?: boolean;
            last_modified_date?: string;
            notes?: string | null;
            order_no?: string | null;
            organization_name?: string | null;
            organization_type?: string | null;
            owner_name?: string | null;
            reminder_date?: (string | '') | null;
            renewal_order_no?: string | null;
            sim_deactivated_date?: (string | '') | null;
            sim_number?: string | null;
            software_deactivated_date?: (string | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_id: string | null;
              acorn_renewal_id: number;
              billing_email: string | null;
              billing_name: string | null;
              contract_renewal_date: string | null;
              contract_start_date: string | null;
              group_id: number;
              is_reminder: boolean;
              is_sim_deactivated: boolean;
              is_software_deactivated: boolean;
              last_modified_date: string;
              notes: string | null;
              order_no: string | null;
              organization_name: string | null;
              organization_type: string | null;
              owner_name: string | null;
              reminder_date: string | null;
              renewal_order_no: string | null;
              sim_deactivated_date: string | null;
              sim_number: string | null;
              software_deactivated_date: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-renewals/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_id?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          organization_type?: string;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-repairs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_id?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          order_no?: string;
          page?: number;
          page_size?: number;
          q?: string;
          repair_status?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_id: string | null;
                acorn_repair_id: number;
                contact_name: string | null;
                cost: number | null;
                date_of_call: string | null;
                group_id: number;
                last_modified_date: string;
                mob_number: string | null;
                order_no: string | null;
                original_packaging: boolean;
                paid: boolean;
                problem_description: string | null;
                problem_resolution: string | null;
                /** @enum {string} */
                repair_status: 'Not Started' | 'In Progress' | 'Finished';
                shipping_address: string | null;
                shipping_date: string | null;
                warranty: boolean;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id?: string | null;
            contact_name?: string | null;
            cost?: (number | '') | null;
            date_of_call?: (string | '') | null;
            group_id?: number | null;
            mob_number?: string | null;
            order_no?: string | null;
            original_packaging?: boolean;
            paid?: boolean;
            problem_description?: string | null;
            problem_resolution?: string | null;
            /** @enum {string} */
            repair_status?: 'Not Started' | 'In Progress' | 'Finished';
            shipping_address?: string | null;
            shipping_date?: (string | '') | null;
            warranty?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_id: string | null;
              acorn_repair_id: number;
              contact_name: string | null;
              cost: number | null;
              date_of_call: string | null;
              group_id: number;
              last_modified_date: string;
              mob_number: string | null;
              order_no: string | null;
              original_packaging: boolean;
              paid: boolean;
              problem_description: string | null;
              problem_resolution: string | null;
              /** @enum {string} */
              repair_status: 'Not Started' | 'In Progress' | 'Finished';
              shipping_address: string | null;
              shipping_date: string | null;
              warranty: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-repairs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_id: string | null;
              acorn_repair_id: number;
              contact_name: string | null;
              cost: number | null;
              date_of_call: string | null;
              group_id: number;
              last_modified_date: string;
              mob_number: string | null;
              order_no: string | null;
              original_packaging: boolean;
              paid: boolean;
              problem_description: string | null;
              problem_resolution: string | null;
              /** @enum {string} */
              repair_status: 'Not Started' | 'In Progress' | 'Finished';
              shipping_address: string | null;
              shipping_date: string | null;
              warranty: boolean;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id?: string | null;
            contact_name?: string | null;
            cost?: (number | '') | null;
            date_of_call?: (string | '') | null;
            group_id?: number | null;
            last_modified_date?: string;
            mob_number?: string | null;
            order_no?: string | null;
            original_packaging?: boolean;
            paid?: boolean;
            problem_description?: string | null;
            problem_resolution?: string | null;
            /** @enum {string} */
            repair_status?: 'Not Started' | 'In Progress' | 'Finished';
            shipping_address?: string | null;
            shipping_date?: (string | '') | null;
            warranty?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_id: string | null;
              acorn_repair_id: number;
              contact_name: string | null;
              cost: number | null;
              date_of_call: string | null;
              group_id: number;
              last_modified_date: string;
              mob_number: string | null;
              order_no: string | null;
              original_packaging: boolean;
              paid: boolean;
              problem_description: string | null;
              problem_resolution: string | null;
              /** @enum {string} */
              repair_status: 'Not Started' | 'In Progress' | 'Finished';
              shipping_address: string | null;
              shipping_date: string | null;
              warranty: boolean;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-repairs/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_id?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          order_no?: string;
          q?: string;
          repair_status?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-suggested-apps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          category?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                app_package: string;
                category: string;
                description: string;
                group_id: number;
                id: number;
                img_url: string;
                last_modified_date: string;
                title: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            app_package?: string | null;
            category?: string | null;
            description?: string | null;
            group_id?: number | null;
            img_url?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_package: string;
              category: string;
              description: string;
              group_id: number;
              id: number;
              img_url: string;
              last_modified_date: string;
              title: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-suggested-apps/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_package: string;
              category: string;
              description: string;
              group_id: number;
              id: number;
              img_url: string;
              last_modified_date: string;
              title: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            app_package?: string | null;
            category?: string | null;
            description?: string | null;
            group_id?: number | null;
            img_url?: string | null;
            last_modified_date?: string;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_package: string;
              category: string;
              description: string;
              group_id: number;
              id: number;
              img_url: string;
              last_modified_date: string;
              title: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-suggested-apps/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          category?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_version?: string[];
          group_id?: string[];
          location?: string[];
          page?: number;
          page_size?: number;
          q?: string;
          status?: (
            | 'online_now'
            | 'online_1day'
            | 'online_1week'
            | 'online_1month'
            | 'offline_1month'
            | 'unknown'
            | 'offline'
          )[];
          user_type?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device_counter: number;
              deviceDetails: {
                acorn_id: string;
                last_seen: string | null;
                user_status: string | null;
              }[];
              groups: {
                group_id: number;
                title: string;
              }[];
              offline_1month: number;
              online_1day: number;
              online_1month: number;
              online_1week: number;
              online_now: number;
              unknown: number;
              users: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-users-and-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                acorn_id: string | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                home_phone: string | null;
                is_active: boolean;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                sim_activation_date: string | null;
                sim_number: string | null;
                sim_renewal_date: string | null;
                street: string | null;
                support_activation_date: string | null;
                support_renewal_date: string | null;
                surname: string | null;
                user_id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                is_connected: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              };
              user_contacts: {
                avatar: string | null;
                email: string | null;
                firstname: string | null;
                surname: string | null;
                user_type: number | null;
              }[];
              user_details: {
                call_suspend_code: string | null;
                call_suspend_status: string | null;
                extra_accessories: string | null;
                is_acorn_files: boolean;
                is_acorn_reset: boolean;
                is_android_settings: boolean;
                is_call_suspended: boolean;
                is_emergency: boolean;
                is_mobile_incoming_call: boolean;
                is_mobile_incoming_sms: boolean;
                is_mobile_outgoing_call: boolean;
                is_mobile_outgoing_sms: boolean;
                is_on_support: boolean;
                is_play_store: boolean;
                is_suspended: boolean;
                is_usb_access: boolean;
                suspend_code: string | null;
                suspend_status: string | null;
              } | null;
              user_device: {
                sim_activation_date: string | null;
                sim_number: string | null;
                sim_renewal_date: string | null;
              } | null;
              user_metrics: {
                acorn_version: string | null;
                apps: {
                  applicationIdentifier: string;
                  name: string;
                  version: string | null;
                }[];
                battery: number | null;
                IMEI: string | null;
                last_sync: string | null;
                serial_number: string | null;
                sim_number: string | null;
                storage_free: number | null;
                storage_total: number | null;
                storage_used: number | null;
                user_id: number;
              } | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                user: {
                  acorn_id?: string | null;
                  city?: string | null;
                  country?: string | null;
                  county?: string | null;
                  dob?: (string | '') | null;
                  email?: string | null;
                  firstname?: string | null;
                  group_id?: number | null;
                  home_phone?: string | null;
                  is_active?: boolean | null;
                  location?: string | null;
                  mob_phone?: string | null;
                  password?: string | null;
                  postalcode?: string | null;
                  sim_number?: string | null;
                  street?: string | null;
                  surname?: string | null;
                  username?: string | null;
                  verified?: boolean | null;
                };
                user_details?: {
                  call_suspend_code?: string | null;
                  call_suspend_status?: string | null;
                  extra_accessories?: string | null;
                  is_acorn_files?: boolean | null;
                  is_acorn_reset?: boolean | null;
                  is_android_settings?: boolean | null;
                  is_call_suspended?: boolean | null;
                  is_emergency?: boolean | null;
                  is_mobile_incoming_call?: boolean | null;
                  is_mobile_incoming_sms?: boolean | null;
                  is_mobile_outgoing_call?: boolean | null;
                  is_mobile_outgoing_sms?: boolean | null;
                  is_on_support?: boolean | null;
                  is_play_store?: boolean | null;
                  is_suspended?: boolean | null;
                  is_usb_access?: boolean | null;
                  suspend_code?: string | null;
                  suspend_status?: string | null;
                } | null;
              }
            | {
                is_active: boolean;
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  user: {
                    acorn_id: string | null;
                    acorn_version: string | null;
                    acornUserIds?: number[] | null;
                    avatar: string | null;
                    battery: number | null;
                    city: string | null;
                    country: string | null;
                    county: string | null;
                    dob: string | null;
                    email: string | null;
                    firstname: string | null;
                    group_id: number | null;
                    group_name: string | null;
                    home_phone: string | null;
                    IMEI: string | null;
                    is_active: boolean;
                    is_connected: boolean;
                    /** @enum {number} */
                    is_online: 0 | 1 | 2 | 3;
                    lastSeen: string | null;
                    location: string | null;
                    mob_phone: string | null;
                    order_no: string | null;
                    postalcode: string | null;
                    serial_number: string | null;
                    sim_number: string | null;
                    street: string | null;
                    surname: string | null;
                    user_id: number;
                    /** @enum {string|null} */
                    user_status:
                      | 'online_now'
                      | 'online_1day'
                      | 'online_1week'
                      | 'online_1month'
                      | 'offline_1month'
                      | null;
                    /** @enum {number} */
                    user_type: 1 | 2 | 3;
                    username: string | null;
                    verified?: boolean | null;
                  };
                  user_contacts: {
                    avatar: string | null;
                    email: string | null;
                    firstname: string | null;
                    surname: string | null;
                    user_type: number | null;
                  }[];
                  user_details: {
                    call_suspend_code: string | null;
                    call_suspend_status: string | null;
                    extra_accessories: string | null;
                    is_acorn_files: boolean;
                    is_acorn_reset: boolean;
                    is_android_settings: boolean;
                    is_call_suspended: boolean;
                    is_emergency: boolean;
                    is_mobile_incoming_call: boolean;
                    is_mobile_incoming_sms: boolean;
                    is_mobile_outgoing_call: boolean;
                    is_mobile_outgoing_sms: boolean;
                    is_on_support: boolean;
                    is_play_store: boolean;
                    is_suspended: boolean;
                    is_usb_access: boolean;
                    suspend_code: string | null;
                    suspend_status: string | null;
                  } | null;
                  user_device: {
                    sim_activation_date: string | null;
                    sim_number: string | null;
                    sim_renewal_date: string | null;
                  } | null;
                  user_metrics: {
                    acorn_version: string | null;
                    apps: {
                      applicationIdentifier: string;
                      name: string;
                      version: string | null;
                    }[];
                    battery: number | null;
                    IMEI: string | null;
                    last_sync: string | null;
                    serial_number: string | null;
                    sim_number: string | null;
                    storage_free: number | null;
                    storage_total: number | null;
                    storage_used: number | null;
                    user_id: number;
                  } | null;
                }
              | {
                  is_active: boolean;
                  user_id: number;
                };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              is_active: boolean;
              message: string;
              reset: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
              } | null;
              user_id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/acorn-versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                version: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/appointments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          facility_id?: string;
          from: string;
          service?: ('Hairdressing' | 'Physiotherapy' | 'Chiropractor' | 'Doctor')[];
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              facilities: {
                facility_id: number;
                name: string;
                time_zone: string;
              }[];
              items: {
                appointment_id: number;
                end_time: string;
                facility_id: number | null;
                facility_name: string | null;
                group_id: number;
                last_modified_date: string;
                location: string | null;
                notes: string | null;
                provider: string | null;
                resident_name: string | null;
                /** @enum {string} */
                service: 'Hairdressing' | 'Physiotherapy' | 'Chiropractor' | 'Doctor';
                start_time: string;
                time_zone: string;
                user_id: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            end_time?: string | null;
            location?: string | null;
            notes?: string | null;
            provider?: string | null;
            service?: string | null;
            start_time?: string | null;
            user_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              appointment_id: number;
              end_time: string;
              facility_id: number | null;
              facility_name: string | null;
              group_id: number;
              last_modified_date: string;
              location: string | null;
              notes: string | null;
              provider: string | null;
              resident_name: string | null;
              /** @enum {string} */
              service: 'Hairdressing' | 'Physiotherapy' | 'Chiropractor' | 'Doctor';
              start_time: string;
              time_zone: string;
              user_id: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/appointments/{appointment_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          appointment_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            end_time?: string | null;
            location?: string | null;
            notes?: string | null;
            provider?: string | null;
            service?: string | null;
            start_time?: string | null;
            user_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              appointment_id: number;
              end_time: string;
              facility_id: number | null;
              facility_name: string | null;
              group_id: number;
              last_modified_date: string;
              location: string | null;
              notes: string | null;
              provider: string | null;
              resident_name: string | null;
              /** @enum {string} */
              service: 'Hairdressing' | 'Physiotherapy' | 'Chiropractor' | 'Doctor';
              start_time: string;
              time_zone: string;
              user_id: number | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          appointment_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/assignable-roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                description: string;
                /** @enum {number} */
                role_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          action?:
            | 'read'
            | 'export'
            | 'erase'
            | 'create'
            | 'update'
            | 'delete'
            | 'command'
            | 'login.success'
            | 'login.failure'
            | 'logout'
            | 'password.reset'
            | 'two_step.enrol'
            | 'two_step.disable'
            | 'two_step.reset'
            | 'two_step.failure'
            | 'two_step.recovery_code_used';
          actor_user_id?: string;
          from?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          resident_id?: string;
          sort?: 'at' | 'action' | 'resident_id';
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                action: string;
                actor_email: string | null;
                actor_name: string | null;
                actor_user_id: number | null;
                at: string;
                changes: unknown;
                entity: string;
                entity_id: string | null;
                group_id: number | null;
                group_title: string | null;
                id: number;
                ip: string | null;
                resident_id: number | null;
                resident_name: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/audit-log/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          action?:
            | 'read'
            | 'export'
            | 'erase'
            | 'create'
            | 'update'
            | 'delete'
            | 'command'
            | 'login.success'
            | 'login.failure'
            | 'logout'
            | 'password.reset'
            | 'two_step.enrol'
            | 'two_step.disable'
            | 'two_step.reset'
            | 'two_step.failure'
            | 'two_step.recovery_code_used';
          actor_user_id?: string;
          from?: string;
          order?: 'asc' | 'desc';
          resident_id?: string;
          sort?: 'at' | 'action' | 'resident_id';
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/calls/{call_id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          call_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call_id: number;
              ice_servers: {
                credential?: string;
                urls: string | string[];
                username?: string;
              }[];
              rings_until: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/calls/{call_id}/note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          call_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date: string;
              duration: number;
              id?: number | null;
              isOutgoing: boolean;
              name: string;
              note: string | null;
              user_id?: number | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/calls/ringing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                call_id: number;
                resident_name: string;
                rings_until: string;
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            new_password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                action: 'message';
                filter?: {
                  acorn_version?: string[] | null;
                  group_id?: number[] | null;
                  location?: string[] | null;
                  q?: string | null;
                  status?:
                    | (
                        | 'online_now'
                        | 'online_1day'
                        | 'online_1week'
                        | 'online_1month'
                        | 'offline_1month'
                        | 'unknown'
                        | 'offline'
                      )[]
                    | null;
                  /** @enum {number|null} */
                  user_type?: 1 | 2 | 3 | null;
                } | null;
                message?: string | null;
                ttl?: number | null;
                user_ids?: number[] | null;
              }
            | {
                /** @enum {string} */
                action: 'check_in' | 'reset_calendar' | 'reset_email' | 'reset_messages_auth';
                filter?: {
                  acorn_version?: string[] | null;
                  group_id?: number[] | null;
                  location?: string[] | null;
                  q?: string | null;
                  status?:
                    | (
                        | 'online_now'
                        | 'online_1day'
                        | 'online_1week'
                        | 'online_1month'
                        | 'offline_1month'
                        | 'unknown'
                        | 'offline'
                      )[]
                    | null;
                  /** @enum {number|null} */
                  user_type?: 1 | 2 | 3 | null;
                } | null;
                ttl?: number | null;
                user_ids?: number[] | null;
              }
            | {
                /** @enum {string} */
                action: 'reset';
                filter?: {
                  acorn_version?: string[] | null;
                  group_id?: number[] | null;
                  location?: string[] | null;
                  q?: string | null;
                  status?:
                    | (
                        | 'online_now'
                        | 'online_1day'
                        | 'online_1week'
                        | 'online_1month'
                        | 'offline_1month'
                        | 'unknown'
                        | 'offline'
                      )[]
                    | null;
                  /** @enum {number|null} */
                  user_type?: 1 | 2 | 3 | null;
                } | null;
                /** @default false */
                isApplicationReset?: boolean;
                /** @default false */
                isContactReset?: boolean;
                /** @default false */
                isGmailReset?: boolean;
                /** @default false */
                isPhotoReset?: boolean;
                ttl?: number | null;
                user_ids?: number[] | null;
              }
            | {
                acorn_versions_id: number;
                /** @enum {string} */
                action: 'update';
                filter?: {
                  acorn_version?: string[] | null;
                  group_id?: number[] | null;
                  location?: string[] | null;
                  q?: string | null;
                  status?:
                    | (
                        | 'online_now'
                        | 'online_1day'
                        | 'online_1week'
                        | 'online_1month'
                        | 'offline_1month'
                        | 'unknown'
                        | 'offline'
                      )[]
                    | null;
                  /** @enum {number|null} */
                  user_type?: 1 | 2 | 3 | null;
                } | null;
                ttl?: number | null;
                user_ids?: number[] | null;
              };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commands: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
              message: string;
              refused: {
                message: string;
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/commands/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              action:
                | 'message'
                | 'check_in'
                | 'reset_calendar'
                | 'reset_email'
                | 'reset_messages_auth'
                | 'reset'
                | 'update'
                | 'event_invite'
                | 'photo'
                | 'install_app'
                | 'calendar';
              command_id: number;
              created_at: string;
              created_by: number | null;
              delivered_at: string | null;
              detail: string | null;
              expires_at: string;
              finished_at: string | null;
              payload: {
                [key: string]: unknown;
              };
              sent_at: string | null;
              /** @enum {string} */
              state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
              user_id: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/companion-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_version?: string[];
          location?: string[];
          page?: number;
          page_size?: number;
          q?: string;
          status?: (
            | 'online_now'
            | 'online_1day'
            | 'online_1week'
            | 'online_1month'
            | 'offline_1month'
            | 'unknown'
            | 'offline'
          )[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device_counter: number;
              deviceDetails: {
                acorn_id: string;
                last_seen: string | null;
                user_status: string | null;
              }[];
              groups: {
                group_id: number;
                title: string;
              }[];
              offline_1month: number;
              online_1day: number;
              online_1month: number;
              online_1week: number;
              online_now: number;
              unknown: number;
              users: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/companion-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                is_connected: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              };
              user_contacts: {
                avatar: string | null;
                email: string | null;
                firstname: string | null;
                surname: string | null;
                user_type: number | null;
              }[];
              user_details: {
                call_suspend_code: string | null;
                call_suspend_status: string | null;
                extra_accessories: string | null;
                is_acorn_files: boolean;
                is_acorn_reset: boolean;
                is_android_settings: boolean;
                is_call_suspended: boolean;
                is_emergency: boolean;
                is_mobile_incoming_call: boolean;
                is_mobile_incoming_sms: boolean;
                is_mobile_outgoing_call: boolean;
                is_mobile_outgoing_sms: boolean;
                is_on_support: boolean;
                is_play_store: boolean;
                is_suspended: boolean;
                is_usb_access: boolean;
                suspend_code: string | null;
                suspend_status: string | null;
              } | null;
              user_device: {
                sim_activation_date: string | null;
                sim_number: string | null;
                sim_renewal_date: string | null;
              } | null;
              user_metrics: {
                acorn_version: string | null;
                apps: {
                  applicationIdentifier: string;
                  name: string;
                  version: string | null;
                }[];
                battery: number | null;
                IMEI: string | null;
                last_sync: string | null;
                serial_number: string | null;
                sim_number: string | null;
                storage_free: number | null;
                storage_total: number | null;
                storage_used: number | null;
                user_id: number;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/companion-users/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user: {
              email?: string | null;
              firstname?: string | null;
              mob_phone?: string | null;
              password?: string | null;
              surname?: string | null;
              username?: string | null;
              verified?: boolean | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                is_connected: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              };
              user_contacts: {
                avatar: string | null;
                email: string | null;
                firstname: string | null;
                surname: string | null;
                user_type: number | null;
              }[];
              user_details: {
                call_suspend_code: string | null;
                call_suspend_status: string | null;
                extra_accessories: string | null;
                is_acorn_files: boolean;
                is_acorn_reset: boolean;
                is_android_settings: boolean;
                is_call_suspended: boolean;
                is_emergency: boolean;
                is_mobile_incoming_call: boolean;
                is_mobile_incoming_sms: boolean;
                is_mobile_outgoing_call: boolean;
                is_mobile_outgoing_sms: boolean;
                is_on_support: boolean;
                is_play_store: boolean;
                is_suspended: boolean;
                is_usb_access: boolean;
                suspend_code: string | null;
                suspend_status: string | null;
              } | null;
              user_device: {
                sim_activation_date: string | null;
                sim_number: string | null;
                sim_renewal_date: string | null;
              } | null;
              user_metrics: {
                acorn_version: string | null;
                apps: {
                  applicationIdentifier: string;
                  name: string;
                  version: string | null;
                }[];
                battery: number | null;
                IMEI: string | null;
                last_sync: string | null;
                serial_number: string | null;
                sim_number: string | null;
                storage_free: number | null;
                storage_total: number | null;
                storage_used: number | null;
                user_id: number;
              } | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          country?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                city: string | null;
                country: string | null;
                county: string | null;
                facility_id: number;
                group_id: number;
                last_modified_date: string;
                latitude: number | null;
                longitude: number | null;
                name: string;
                resident_count: number;
                street: string | null;
                time_zone: string;
                /** @enum {string} */
                units: 'metric' | 'imperial';
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city?: string | null;
            country?: string | null;
            county?: string | null;
            group_id?: number | null;
            latitude?: (number | '') | null;
            longitude?: (number | '') | null;
            name?: string | null;
            street?: string | null;
            time_zone?: string | null;
            /** @enum {string} */
            units?: 'metric' | 'imperial';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string | null;
              country: string | null;
              county: string | null;
              facility_id: number;
              group_id: number;
              last_modified_date: string;
              latitude: number | null;
              longitude: number | null;
              name: string;
              resident_count: number;
              street: string | null;
              time_zone: string;
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/{facility_id}/activities-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          month?: string;
        };
        header?: never;
        path: {
          facility_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              facility: {
                facility_id: number;
                name: string;
                time_zone: string;
              };
              month: string;
              total: {
                activities: number;
                attended: number;
                invited: number;
                rate: number | null;
              };
              types: {
                activities: number;
                attended: number;
                /** @enum {string} */
                category: 'Intellectual' | 'Physical' | 'Social' | 'Spiritual';
                invited: number;
                rate: number | null;
              }[];
              untyped: {
                activities: number;
                attended: number;
                invited: number;
                rate: number | null;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/{facility_id}/activities-report.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          month?: string;
        };
        header?: never;
        path: {
          facility_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description text/csv: one line per activity type, then No type and Total */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/{facility_id}/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          facility_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activities: {
                category: string | null;
                end_time: string;
                facility_id: number | null;
                location: string;
                public_event_id: number;
                start_time: string;
                title: string;
              }[];
              birthdays: {
                age: number;
                dob: string;
                firstname: string | null;
                location: string | null;
                surname: string | null;
                user_id: number;
              }[];
              /** Format: date */
              date: string;
              facility: {
                facility_id: number;
                name: string;
                resident_count: number;
                time_zone: string;
                /** @enum {string} */
                units: 'metric' | 'imperial';
              };
              glance: {
                failed_check_ins: number;
                open_jobs: number;
                overdue_jobs: number;
                tablet_jobs: number;
                tablets_offline: number;
              };
              maintenances: {
                maintenance_id: number;
                priority: number | null;
                resident_name: string | null;
                /** @enum {string} */
                status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed';
                tablet_condition: string | null;
                title: string | null;
                user_id: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/{facility_id}/maintenance-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          month?: string;
        };
        header?: never;
        path: {
          facility_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              between_requests: {
                average_hours: number | null;
                gaps: number;
              };
              by_status: {
                count: number;
                /** @enum {string} */
                status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed';
              }[];
              facility: {
                facility_id: number;
                name: string;
                time_zone: string;
              };
              jobs: number;
              month: string;
              response: {
                average_business_hours: number | null;
                not_responded: number;
                over_target: boolean;
                responded: number;
                target_business_hours: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/{facility_id}/weather': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          units?: 'imperial' | 'metric';
        };
        header?: never;
        path: {
          facility_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              facility_id: number;
              feels_like: number | null;
              humidity: number | null;
              observed_at: string;
              temperature: number;
              /** @enum {string} */
              units: 'imperial' | 'metric';
              weather_code: number | null;
              wind_speed: number | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string | null;
              country: string | null;
              county: string | null;
              facility_id: number;
              group_id: number;
              last_modified_date: string;
              latitude: number | null;
              longitude: number | null;
              name: string;
              resident_count: number;
              street: string | null;
              time_zone: string;
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city?: string | null;
            country?: string | null;
            county?: string | null;
            group_id?: number | null;
            last_modified_date?: string;
            latitude?: (number | '') | null;
            longitude?: (number | '') | null;
            name?: string | null;
            street?: string | null;
            time_zone?: string | null;
            /** @enum {string} */
            units?: 'metric' | 'imperial';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string | null;
              country: string | null;
              county: string | null;
              facility_id: number;
              group_id: number;
              last_modified_date: string;
              latitude: number | null;
              longitude: number | null;
              name: string;
              resident_count: number;
              street: string | null;
              time_zone: string;
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/facilities/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          country?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                facility_name: string | null;
                firstname: string | null;
                has_tablet: boolean;
                relationship: string | null;
                shares: {
                  activities: boolean;
                  calls: boolean;
                  check_ins: boolean;
                  health: boolean;
                };
                surname: string | null;
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call_id: number;
              ice_servers: {
                credential?: string;
                urls: string | string[];
                username?: string;
              }[];
              rings_until: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/health-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                at: string;
                /** Format: date */
                day: string;
                /** @enum {string|null} */
                flag: 'low' | 'high' | null;
                flag_text: string | null;
                high: number | null;
                label: string;
                low: number | null;
                /** @enum {string} */
                measure:
                  | 'sys'
                  | 'dia'
                  | 'bpm'
                  | 'temperature'
                  | 'weight'
                  | 'oximeter'
                  | 'pain_level'
                  | 'barthel_score'
                  | 'frailty';
                time: string;
                unit: string;
                value: number;
                value_text: string;
              }[];
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/install-app': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            app_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              command_id: number;
              message: string;
              /** @enum {string} */
              state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/maintenance-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                completed_at: string | null;
                created_at: string;
                description: string | null;
                has_photo: boolean;
                key_entry_permission: string | null;
                maintenance_id: number;
                responded_at: string | null;
                /** @enum {string} */
                status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed';
                title: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              request: {
                completed_at: string | null;
                created_at: string;
                description: string | null;
                has_photo: boolean;
                key_entry_permission: string | null;
                maintenance_id: number;
                responded_at: string | null;
                /** @enum {string} */
                status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed';
                title: string | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/maintenance-requests/{maintenance_id}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          maintenance_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                bytes: number;
                caption: string | null;
                created_at: string;
                height: number;
                image_url: string;
                /** @enum {string} */
                mime: 'image/jpeg' | 'image/png' | 'image/webp';
                photo_id: number;
                shared_at: string | null;
                shared_by: {
                  name: string;
                  relationship: string | null;
                } | null;
                /** @enum {string} */
                state: 'uploaded' | 'sent' | 'delivered' | 'shown' | 'failed' | 'expired' | 'removed';
                state_detail: string | null;
                thumbnail_url: string;
                user_id: number;
                width: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              photo: {
                bytes: number;
                caption: string | null;
                created_at: string;
                height: number;
                image_url: string;
                /** @enum {string} */
                mime: 'image/jpeg' | 'image/png' | 'image/webp';
                photo_id: number;
                shared_at: string | null;
                shared_by: {
                  name: string;
                  relationship: string | null;
                } | null;
                /** @enum {string} */
                state: 'uploaded' | 'sent' | 'delivered' | 'shown' | 'failed' | 'expired' | 'removed';
                state_detail: string | null;
                thumbnail_url: string;
                user_id: number;
                width: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/photos/{photo_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/photos/{photo_id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/photos/{photo_id}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              photo: {
                bytes: number;
                caption: string | null;
                created_at: string;
                height: number;
                image_url: string;
                /** @enum {string} */
                mime: 'image/jpeg' | 'image/png' | 'image/webp';
                photo_id: number;
                shared_at: string | null;
                shared_by: {
                  name: string;
                  relationship: string | null;
                } | null;
                /** @enum {string} */
                state: 'uploaded' | 'sent' | 'delivered' | 'shown' | 'failed' | 'expired' | 'removed';
                state_detail: string | null;
                thumbnail_url: string;
                user_id: number;
                width: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/photos/{photo_id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/tablet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_version: string | null;
              battery: number | null;
              has_tablet: boolean;
              installed: {
                applicationIdentifier: string;
                name: string;
                version: string | null;
              }[];
              last_seen: string | null;
              online: boolean;
              storage_free: number | null;
              storage_total: number | null;
              suggested: {
                app_id: number;
                category: string;
                description: string;
                img_url: string;
                install: {
                  command_id: number;
                  detail: string | null;
                  /** @enum {string} */
                  state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                } | null;
                installed: boolean;
                name: string;
                package: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/family/residents/{user_id}/week': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          start?: string;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                at: string;
                /** Format: date */
                day: string;
                detail: string;
                /** @enum {string|null} */
                flag: 'low' | 'high' | null;
                /** @enum {string} */
                kind: 'activities' | 'check_ins' | 'health' | 'calls';
                time: string;
                title: string;
              }[];
              not_shared: ('activities' | 'check_ins' | 'health' | 'calls')[];
              resident: {
                facility_name: string | null;
                firstname: string | null;
                surname: string | null;
                time_zone: string;
                user_id: number;
              };
              shares: {
                activities: boolean;
                calls: boolean;
                check_ins: boolean;
                health: boolean;
              };
              /** Format: date */
              this_week: string;
              /** Format: date */
              week_end: string;
              /** Format: date */
              week_start: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/fcm-acorn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'check_in' | 'reset_calendar' | 'reset_email' | 'reset_messages_auth' | 'reset';
            /** @default false */
            isApplicationReset?: boolean;
            /** @default false */
            isContactReset?: boolean;
            /** @default false */
            isGmailReset?: boolean;
            /** @default false */
            isPhotoReset?: boolean;
            tokens?: string[] | null;
            ttl?: number | null;
            user_ids?: number[] | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commands: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
              message: string;
              refused: {
                message: string;
                user_id: number;
              }[];
              unknown_tokens: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                description: string;
                group_id: number;
                group_permissions: number;
                group_role_id?: number | null;
                last_modified_date: string;
                title: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            group_permissions?: number | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              group_id: number;
              group_permissions: number;
              group_role_id?: number | null;
              last_modified_date: string;
              title: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              group_id: number;
              group_permissions: number;
              group_role_id?: number | null;
              last_modified_date: string;
              title: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            group_permissions?: number | null;
            last_modified_date?: string;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              group_id: number;
              group_permissions: number;
              group_role_id?: number | null;
              last_modified_date: string;
              title: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/groups/{id}/enrolment-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enrolment_secret: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/groups/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/local-contents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          category?: string;
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                category: string;
                county: string | null;
                description: string;
                group_id: number;
                icon_url: string;
                id: number;
                last_modified_date: string;
                title: string;
                url: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            category?: string | null;
            county?: string | null;
            description?: string | null;
            group_id?: number | null;
            icon_url?: string | null;
            title?: string | null;
            url?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              category: string;
              county: string | null;
              description: string;
              group_id: number;
              icon_url: string;
              id: number;
              last_modified_date: string;
              title: string;
              url: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/local-contents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              category: string;
              county: string | null;
              description: string;
              group_id: number;
              icon_url: string;
              id: number;
              last_modified_date: string;
              title: string;
              url: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            category?: string | null;
            county?: string | null;
            description?: string | null;
            group_id?: number | null;
            icon_url?: string | null;
            last_modified_date?: string;
            title?: string | null;
            url?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              category: string;
              county: string | null;
              description: string;
              group_id: number;
              icon_url: string;
              id: number;
              last_modified_date: string;
              title: string;
              url: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/local-contents/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          category?: string;
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/maintenances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
          status?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                cost: number | null;
                description: string | null;
                group_id?: number | null;
                has_photo?: boolean;
                is_recurring: boolean;
                key_entry_permission?: string | null;
                last_modified_date: string;
                maintenance_id: number;
                next_start_date: string | null;
                notes: string | null;
                /** @enum {number|null} */
                priority: 1 | 2 | 3 | null;
                /** @enum {string|null} */
                recurrence: 'weekly' | 'monthly' | null;
                requested_by_name?: string | null;
                resident_name: string | null;
                start_date: string | null;
                /** @enum {string|null} */
                status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
                title: string | null;
                user_id?: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cost?: (number | '') | null;
            description?: string | null;
            group_id?: number | null;
            is_recurring?: boolean | null;
            notes?: string | null;
            /** @enum {number|null} */
            priority?: 1 | 2 | 3 | null;
            /** @enum {string|null} */
            recurrence?: 'weekly' | 'monthly' | null;
            resident_name?: string | null;
            start_date?: (string | '') | null;
            /** @enum {string|null} */
            status?: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
            title?: string | null;
            user_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cost: number | null;
              description: string | null;
              group_id?: number | null;
              has_photo?: boolean;
              is_recurring: boolean;
              key_entry_permission?: string | null;
              last_modified_date: string;
              maintenance_id: number;
              next_start_date: string | null;
              notes: string | null;
              /** @enum {number|null} */
              priority: 1 | 2 | 3 | null;
              /** @enum {string|null} */
              recurrence: 'weekly' | 'monthly' | null;
              requested_by_name?: string | null;
              resident_name: string | null;
              start_date: string | null;
              /** @enum {string|null} */
              status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
              title: string | null;
              user_id?: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/maintenances/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cost: number | null;
              description: string | null;
              group_id?: number | null;
              has_photo?: boolean;
              is_recurring: boolean;
              key_entry_permission?: string | null;
              last_modified_date: string;
              maintenance_id: number;
              next_start_date: string | null;
              notes: string | null;
              /** @enum {number|null} */
              priority: 1 | 2 | 3 | null;
              /** @enum {string|null} */
              recurrence: 'weekly' | 'monthly' | null;
              requested_by_name?: string | null;
              resident_name: string | null;
              start_date: string | null;
              /** @enum {string|null} */
              status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
              title: string | null;
              user_id?: number | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cost?: (number | '') | null;
            description?: string | null;
            group_id?: number | null;
            is_recurring?: boolean | null;
            last_modified_date?: string;
            notes?: string | null;
            /** @enum {number|null} */
            priority?: 1 | 2 | 3 | null;
            /** @enum {string|null} */
            recurrence?: 'weekly' | 'monthly' | null;
            resident_name?: string | null;
            start_date?: (string | '') | null;
            /** @enum {string|null} */
            status?: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
            title?: string | null;
            user_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cost: number | null;
              description: string | null;
              group_id?: number | null;
              has_photo?: boolean;
              is_recurring: boolean;
              key_entry_permission?: string | null;
              last_modified_date: string;
              maintenance_id: number;
              next_start_date: string | null;
              notes: string | null;
              /** @enum {number|null} */
              priority: 1 | 2 | 3 | null;
              /** @enum {string|null} */
              recurrence: 'weekly' | 'monthly' | null;
              requested_by_name?: string | null;
              resident_name: string | null;
              start_date: string | null;
              /** @enum {string|null} */
              status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
              title: string | null;
              user_id?: number | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/maintenances/{id}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/maintenances/{maintenance_id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          maintenance_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                author: string | null;
                body: string;
                created_at: string;
                maintenance_id: number;
                note_id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          maintenance_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              item: {
                author: string | null;
                body: string;
                created_at: string;
                maintenance_id: number;
                note_id: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/maintenances/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
          status?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar: string | null;
              email: string;
              firstname: string | null;
              group_permissions: number;
              mob_phone: string | null;
              roles: {
                group_id: number;
                role_id: number;
              }[];
              surname: string | null;
              two_step_setup_required: boolean;
              user_group: number;
              user_id: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/menus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          location?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                description: string | null;
                expire_date: string | null;
                file: string;
                file_size: number | null;
                group_id: number;
                last_updated: string;
                location: string | null;
                menus_id: number;
                title: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            expire_date?: (string | '') | null;
            group_id?: number | null;
            location?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string | null;
              expire_date: string | null;
              file: string;
              file_size: number | null;
              group_id: number;
              last_updated: string;
              location: string | null;
              menus_id: number;
              title: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/menus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string | null;
              expire_date: string | null;
              file: string;
              file_size: number | null;
              group_id: number;
              last_updated: string;
              location: string | null;
              menus_id: number;
              title: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            expire_date?: (string | '') | null;
            group_id?: number | null;
            last_updated?: string;
            location?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string | null;
              expire_date: string | null;
              file: string;
              file_size: number | null;
              group_id: number;
              last_updated: string;
              location: string | null;
              menus_id: number;
              title: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/menus/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string | null;
              expire_date: string | null;
              file: string;
              file_size: number | null;
              group_id: number;
              last_updated: string;
              location: string | null;
              menus_id: number;
              title: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/menus/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          location?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/message-acorn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message?: string | null;
            tokens?: string[] | null;
            user_ids?: number[] | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commands: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
              message: string;
              refused: {
                message: string;
                user_id: number;
              }[];
              unknown_tokens: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/newspapers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                county: string | null;
                description: string;
                group_id: number;
                icon_url: string;
                last_modified_date: string;
                newspaper_id: number;
                title: string;
                url: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            county?: string | null;
            description?: string | null;
            group_id?: number | null;
            icon_url?: string | null;
            title?: string | null;
            url?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              county: string | null;
              description: string;
              group_id: number;
              icon_url: string;
              last_modified_date: string;
              newspaper_id: number;
              title: string;
              url: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/newspapers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              county: string | null;
              description: string;
              group_id: number;
              icon_url: string;
              last_modified_date: string;
              newspaper_id: number;
              title: string;
              url: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            county?: string | null;
            description?: string | null;
            group_id?: number | null;
            icon_url?: string | null;
            last_modified_date?: string;
            title?: string | null;
            url?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              county: string | null;
              description: string;
              group_id: number;
              icon_url: string;
              last_modified_date: string;
              newspaper_id: number;
              title: string;
              url: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/newspapers/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/noticeboards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          location?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                description: string;
                expire_date: string | null;
                group_id: number;
                image_url: string | null;
                last_updated: string;
                location: string | null;
                noticeboard_id: number;
                title: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            expire_date?: (string | '') | null;
            group_id?: number | null;
            image_url?: string | null;
            location?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              expire_date: string | null;
              group_id: number;
              image_url: string | null;
              last_updated: string;
              location: string | null;
              noticeboard_id: number;
              title: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/noticeboards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              expire_date: string | null;
              group_id: number;
              image_url: string | null;
              last_updated: string;
              location: string | null;
              noticeboard_id: number;
              title: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            expire_date?: (string | '') | null;
            group_id?: number | null;
            image_url?: string | null;
            last_updated?: string;
            location?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              expire_date: string | null;
              group_id: number;
              image_url: string | null;
              last_updated: string;
              location: string | null;
              noticeboard_id: number;
              title: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/noticeboards/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          location?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/notifications/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            kind: 'missed_check_in' | 'call_request' | 'message';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/notifications/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call_requests: number;
              missed_check_ins: number;
              total: number;
              unread_messages: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/notifications/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call_requests: {
                at: string;
                id: number;
                /** @enum {string} */
                kind: 'missed_check_in' | 'call_request' | 'message';
                resident_name: string;
                text: string | null;
                user_id: number;
              }[];
              messages: {
                at: string;
                id: number;
                /** @enum {string} */
                kind: 'missed_check_in' | 'call_request' | 'message';
                resident_name: string;
                text: string | null;
                user_id: number;
              }[];
              missed_check_ins: {
                at: string;
                id: number;
                /** @enum {string} */
                kind: 'missed_check_in' | 'call_request' | 'message';
                resident_name: string;
                text: string | null;
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/portal-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                email: string;
                firstname: string;
                group_id: number;
                is_active: boolean;
                last_modified_date: string;
                mob_phone: string | null;
                roles: {
                  description: string;
                  /** @enum {number} */
                  role_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
                }[];
                surname: string;
                user_id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string | null;
            firstname?: string | null;
            group_id?: number | null;
            is_active?: boolean | null;
            mob_phone?: string | null;
            roles?:
              | (
                  | (1 | 2 | 3 | 4 | 5 | 7 | 8)
                  | {
                      description?: string;
                      /** @enum {number} */
                      role_id: 1 | 2 | 3 | 4 | 5 | 7 | 8;
                    }
                )[]
              | null;
            surname?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              firstname: string;
              group_id: number;
              is_active: boolean;
              last_modified_date: string;
              mob_phone: string | null;
              roles: {
                description: string;
                /** @enum {number} */
                role_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
              }[];
              surname: string;
              user_id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/portal-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              firstname: string;
              group_id: number;
              is_active: boolean;
              last_modified_date: string;
              mob_phone: string | null;
              roles: {
                description: string;
                /** @enum {number} */
                role_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
              }[];
              surname: string;
              user_id: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/portal-users/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string | null;
            firstname?: string | null;
            group_id?: number | null;
            is_active?: boolean | null;
            last_modified_date?: string;
            mob_phone?: string | null;
            roles?:
              | (
                  | (1 | 2 | 3 | 4 | 5 | 7 | 8)
                  | {
                      description?: string;
                      /** @enum {number} */
                      role_id: 1 | 2 | 3 | 4 | 5 | 7 | 8;
                    }
                )[]
              | null;
            surname?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  email: string;
                  firstname: string;
                  group_id: number;
                  is_active: boolean;
                  last_modified_date: string;
                  mob_phone: string | null;
                  roles: {
                    description: string;
                    /** @enum {number} */
                    role_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
                  }[];
                  surname: string;
                  user_id: number;
                }
              | {
                  avatar: string | null;
                  email: string;
                  firstname: string | null;
                  group_permissions: number;
                  mob_phone: string | null;
                  roles: {
                    group_id: number;
                    role_id: number;
                  }[];
                  surname: string | null;
                  two_step_setup_required: boolean;
                  user_group: number;
                  user_id: number;
                };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/portal-users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/public-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          category?: string;
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                available_spaces?: number | null;
                category: string | null;
                county: string | null;
                description: string;
                end_time: string;
                group_id: number;
                last_updated: string;
                location: string;
                public_event_id: number;
                start_time: string;
                title: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            available_spaces?: (number | '') | null;
            category?: string | null;
            county?: string | null;
            description?: string | null;
            end_time?: string | null;
            group_id?: number | null;
            location?: string | null;
            start_time?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              available_spaces?: number | null;
              category: string | null;
              county: string | null;
              description: string;
              end_time: string;
              group_id: number;
              last_updated: string;
              location: string;
              public_event_id: number;
              start_time: string;
              title: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/public-events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              available_spaces?: number | null;
              category: string | null;
              county: string | null;
              description: string;
              end_time: string;
              group_id: number;
              last_updated: string;
              location: string;
              public_event_id: number;
              start_time: string;
              title: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            available_spaces?: (number | '') | null;
            category?: string | null;
            county?: string | null;
            description?: string | null;
            end_time?: string | null;
            group_id?: number | null;
            last_updated?: string;
            location?: string | null;
            start_time?: string | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              available_spaces?: number | null;
              category: string | null;
              county: string | null;
              description: string;
              end_time: string;
              group_id: number;
              last_updated: string;
              location: string;
              public_event_id: number;
              start_time: string;
              title: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/public-events/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          from: string;
          group_id?: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                available_spaces?: number | null;
                category: string | null;
                county: string | null;
                description: string;
                end_time: string;
                group_id: number;
                last_updated: string;
                location: string;
                public_event_id: number;
                start_time: string;
                title: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/public-events/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          category?: string;
          county?: string;
          group_id?: string;
          order?: 'asc' | 'desc';
          q?: string;
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                author: string | null;
                completed_at: string | null;
                created_at: string;
                failure: string | null;
                group_id: number;
                progress: number;
                report_id: number;
                row_count: number;
                /** @enum {string} */
                status: 'generating' | 'ready' | 'failed';
                /** @enum {string} */
                type: 'users_status' | 'users_metrics';
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            type: 'users_status' | 'users_metrics';
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | null;
              completed_at: string | null;
              created_at: string;
              failure: string | null;
              group_id: number;
              progress: number;
              report_id: number;
              row_count: number;
              /** @enum {string} */
              status: 'generating' | 'ready' | 'failed';
              /** @enum {string} */
              type: 'users_status' | 'users_metrics';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | null;
              completed_at: string | null;
              created_at: string;
              failure: string | null;
              group_id: number;
              progress: number;
              report_id: number;
              row_count: number;
              /** @enum {string} */
              status: 'generating' | 'ready' | 'failed';
              /** @enum {string} */
              type: 'users_status' | 'users_metrics';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/reports/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          check_in?: number[];
          facility_id?: string;
          order?: 'asc' | 'desc';
          page?: number;
          page_size?: number;
          q?: string;
          sort?: 'name' | 'facility' | 'check_in' | 'acorn_id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              check_in_counts: {
                default: number;
                failed: number;
                pending: number;
                success: number;
              };
              facilities: {
                facility_id: number;
                name: string;
                residents: number;
              }[];
              items: {
                acorn_id: string | null;
                call_requests: number;
                /** @enum {number} */
                check_in: 0 | 1 | 2 | 3;
                email: string | null;
                facility_id: number | null;
                facility_name: string | null;
                firstname: string | null;
                group_id: number;
                has_tablet: boolean;
                is_connected: boolean;
                last_seen: string | null;
                location: string | null;
                surname: string | null;
                unread_messages: number;
                user_id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                date: string;
                duration: number;
                id: number;
                isOutgoing: boolean;
                name: string;
                note: string | null;
                /** @enum {string} */
                status: 'answered' | 'missed' | 'requested';
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call_id: number;
              ice_servers: {
                credential?: string;
                urls: string | string[];
                username?: string;
              }[];
              rings_until: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commands: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
              message: string;
              refused: {
                message: string;
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/check-ins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                check_in_time: string;
                id: number;
                response_time: string | null;
                sent_by: string | null;
                /** @enum {string} */
                status: 'Done' | 'Pending' | 'Failed';
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            confirm_name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              is_active: boolean;
              message: string;
              reset: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
              } | null;
              user_id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
          when?: 'coming' | 'past';
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @enum {string|null} */
                answer: 'going' | 'not_going' | null;
                answered_at: string | null;
                /** @enum {string|null} */
                attendance: 'attended' | 'declined' | 'absent' | null;
                /** @enum {string|null} */
                category: 'Intellectual' | 'Physical' | 'Social' | 'Spiritual' | null;
                end_time: string;
                /** @enum {string|null} */
                invite_state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired' | null;
                location: string;
                marked_at: string | null;
                marked_by: string | null;
                public_event_id: number;
                start_time: string;
                title: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/events/{event_id}/attendance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          event_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string|null} */
            attendance: 'attended' | 'declined' | 'absent' | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string|null} */
              answer: 'going' | 'not_going' | null;
              answered_at: string | null;
              /** @enum {string|null} */
              attendance: 'attended' | 'declined' | 'absent' | null;
              /** @enum {string|null} */
              category: 'Intellectual' | 'Physical' | 'Social' | 'Spiritual' | null;
              end_time: string;
              /** @enum {string|null} */
              invite_state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired' | null;
              location: string;
              marked_at: string | null;
              marked_by: string | null;
              public_event_id: number;
              start_time: string;
              title: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/events/{event_id}/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          event_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              command_id: number;
              message: string;
              /** @enum {string} */
              state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/export.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/family-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                created_at: string;
                email: string;
                firstname: string;
                has_signed_in: boolean;
                portal_user_id: number;
                relationship: string | null;
                shares: {
                  activities: boolean;
                  calls: boolean;
                  check_ins: boolean;
                  health: boolean;
                };
                surname: string;
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            firstname: string;
            relationship: string;
            shares?: {
              activities: boolean;
              calls: boolean;
              check_ins: boolean;
              health: boolean;
            };
            surname: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              link: {
                created_at: string;
                email: string;
                firstname: string;
                has_signed_in: boolean;
                portal_user_id: number;
                relationship: string | null;
                shares: {
                  activities: boolean;
                  calls: boolean;
                  check_ins: boolean;
                  health: boolean;
                };
                surname: string;
                user_id: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/family-links/{portal_user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          portal_user_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            relationship?: string;
            shares?: {
              activities?: boolean;
              calls?: boolean;
              check_ins?: boolean;
              health?: boolean;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: string;
              email: string;
              firstname: string;
              has_signed_in: boolean;
              portal_user_id: number;
              relationship: string | null;
              shares: {
                activities: boolean;
                calls: boolean;
                check_ins: boolean;
                health: boolean;
              };
              surname: string;
              user_id: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          portal_user_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              latest: {
                barthel_score: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                bpm: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                dia: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                frailty: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                oximeter: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                pain_level: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                sys: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                temperature: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                weight: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
              };
              notes: {
                barthel_score: number | null;
                bpm: number | null;
                correction_reason: string | null;
                dia: number | null;
                frailty: number | null;
                id: number;
                note: string | null;
                oximeter: number | null;
                pain_level: number | null;
                recorded_by: string | null;
                /** @enum {string} */
                source: 'staff' | 'tablet';
                superseded: boolean;
                supersedes: number | null;
                sys: number | null;
                temperature: number | null;
                timestamp: string;
                weight: number | null;
              }[];
              ranges: {
                barthel_score: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                bpm: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                dia: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                frailty: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                oximeter: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                pain_level: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                sys: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                temperature: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                weight: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
              };
              total: number;
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/health/ranges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            barthel_score?: {
              high: number | null;
              low: number | null;
            } | null;
            bpm?: {
              high: number | null;
              low: number | null;
            } | null;
            dia?: {
              high: number | null;
              low: number | null;
            } | null;
            frailty?: {
              high: number | null;
              low: number | null;
            } | null;
            oximeter?: {
              high: number | null;
              low: number | null;
            } | null;
            pain_level?: {
              high: number | null;
              low: number | null;
            } | null;
            sys?: {
              high: number | null;
              low: number | null;
            } | null;
            temperature?: {
              high: number | null;
              low: number | null;
            } | null;
            weight?: {
              high: number | null;
              low: number | null;
            } | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              latest: {
                barthel_score: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                bpm: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                dia: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                frailty: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                oximeter: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                pain_level: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                sys: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                temperature: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
                weight: {
                  /** @enum {string|null} */
                  flag: 'low' | 'high' | null;
                  previous: number | null;
                  timestamp: string;
                  value: number;
                } | null;
              };
              notes: {
                barthel_score: number | null;
                bpm: number | null;
                correction_reason: string | null;
                dia: number | null;
                frailty: number | null;
                id: number;
                note: string | null;
                oximeter: number | null;
                pain_level: number | null;
                recorded_by: string | null;
                /** @enum {string} */
                source: 'staff' | 'tablet';
                superseded: boolean;
                supersedes: number | null;
                sys: number | null;
                temperature: number | null;
                timestamp: string;
                weight: number | null;
              }[];
              ranges: {
                barthel_score: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                bpm: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                dia: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                frailty: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                oximeter: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                pain_level: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                sys: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                temperature: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
                weight: {
                  custom: boolean;
                  high: number | null;
                  low: number | null;
                };
              };
              total: number;
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              field?: string;
              message: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/health/readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                barthel_score: number | null;
                bpm: number | null;
                correction_reason: string | null;
                dia: number | null;
                frailty: number | null;
                id: number;
                note: string | null;
                oximeter: number | null;
                pain_level: number | null;
                recorded_by: string | null;
                /** @enum {string} */
                source: 'staff' | 'tablet';
                superseded: boolean;
                supersedes: number | null;
                sys: number | null;
                temperature: number | null;
                timestamp: string;
                weight: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            barthel_score?: number | null;
            bpm?: number | null;
            dia?: number | null;
            frailty?: number | null;
            note?: string | null;
            oximeter?: number | null;
            pain_level?: number | null;
            sys?: number | null;
            temperature?: number | null;
            /** Format: date-time */
            timestamp?: string | null;
            weight?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              item: {
                barthel_score: number | null;
                bpm: number | null;
                correction_reason: string | null;
                dia: number | null;
                frailty: number | null;
                id: number;
                note: string | null;
                oximeter: number | null;
                pain_level: number | null;
                recorded_by: string | null;
                /** @enum {string} */
                source: 'staff' | 'tablet';
                superseded: boolean;
                supersedes: number | null;
                sys: number | null;
                temperature: number | null;
                timestamp: string;
                weight: number | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              field?: string;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/health/readings/{reading_id}/corrections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          reading_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            barthel_score?: number | null;
            bpm?: number | null;
            dia?: number | null;
            frailty?: number | null;
            note?: string | null;
            oximeter?: number | null;
            pain_level?: number | null;
            reason?: string | null;
            sys?: number | null;
            temperature?: number | null;
            /** Format: date-time */
            timestamp?: string | null;
            weight?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              item: {
                barthel_score: number | null;
                bpm: number | null;
                correction_reason: string | null;
                dia: number | null;
                frailty: number | null;
                id: number;
                note: string | null;
                oximeter: number | null;
                pain_level: number | null;
                recorded_by: string | null;
                /** @enum {string} */
                source: 'staff' | 'tablet';
                superseded: boolean;
                supersedes: number | null;
                sys: number | null;
                temperature: number | null;
                timestamp: string;
                weight: number | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              field?: string;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/health/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          range?: '7d' | '30d' | '90d' | '1y';
          to?: string;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              downsampled: boolean;
              from: string;
              points: {
                barthel_score: number | null;
                bpm: number | null;
                count: number;
                dia: number | null;
                frailty: number | null;
                oximeter: number | null;
                pain_level: number | null;
                sys: number | null;
                temperature: number | null;
                timestamp: string;
                weight: number | null;
              }[];
              readings: number;
              to: string;
              /** @enum {string} */
              units: 'metric' | 'imperial';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/maintenances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
          tab?: 'open' | 'recurring' | 'closed';
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              counts: {
                closed: number;
                open: number;
                recurring: number;
              };
              items: {
                cost: number | null;
                description: string | null;
                group_id?: number | null;
                has_photo?: boolean;
                is_recurring: boolean;
                key_entry_permission?: string | null;
                last_modified_date: string;
                maintenance_id: number;
                next_start_date: string | null;
                note_count: number;
                notes: string | null;
                /** @enum {number|null} */
                priority: 1 | 2 | 3 | null;
                /** @enum {string|null} */
                recurrence: 'weekly' | 'monthly' | null;
                requested_by_name?: string | null;
                resident_name: string | null;
                start_date: string | null;
                /** @enum {string|null} */
                status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
                title: string | null;
                user_id?: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cost?: (number | '') | null;
            description?: string | null;
            is_recurring?: boolean | null;
            notes?: string | null;
            /** @enum {number|null} */
            priority?: 1 | 2 | 3 | null;
            /** @enum {string|null} */
            recurrence?: 'weekly' | 'monthly' | null;
            start_date?: (string | '') | null;
            /** @enum {string|null} */
            status?: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
            title?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cost: number | null;
              description: string | null;
              group_id?: number | null;
              has_photo?: boolean;
              is_recurring: boolean;
              key_entry_permission?: string | null;
              last_modified_date: string;
              maintenance_id: number;
              next_start_date: string | null;
              notes: string | null;
              /** @enum {number|null} */
              priority: 1 | 2 | 3 | null;
              /** @enum {string|null} */
              recurrence: 'weekly' | 'monthly' | null;
              requested_by_name?: string | null;
              resident_name: string | null;
              start_date: string | null;
              /** @enum {string|null} */
              status: 'Pending' | 'In-Progress' | 'Done' | 'Delayed' | null;
              title: string | null;
              user_id?: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/medical': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allergies: string | null;
              conditions: string | null;
              doctor_contact: string | null;
              medications: string | null;
              updated_at: string | null;
              updated_by: string | null;
              version: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allergies?: string | null;
            conditions?: string | null;
            doctor_contact?: string | null;
            medications?: string | null;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allergies: string | null;
              conditions: string | null;
              doctor_contact: string | null;
              medications: string | null;
              updated_at: string | null;
              updated_by: string | null;
              version: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          before?: string;
          limit?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              has_more: boolean;
              items: {
                created_at: string;
                message: string;
                message_id: number;
                read_at: string | null;
                /** @enum {string} */
                sender: 'staff' | 'resident';
                sender_name: string | null;
                /** @enum {string|null} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired' | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              item: {
                created_at: string;
                message: string;
                message_id: number;
                read_at: string | null;
                /** @enum {string} */
                sender: 'staff' | 'resident';
                sender_name: string | null;
                /** @enum {string|null} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired' | null;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/messages/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            up_to: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              marked: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                bytes: number;
                caption: string | null;
                created_at: string;
                height: number;
                image_url: string;
                /** @enum {string} */
                mime: 'image/jpeg' | 'image/png' | 'image/webp';
                photo_id: number;
                shared_at: string | null;
                shared_by: {
                  name: string;
                  relationship: string | null;
                } | null;
                /** @enum {string} */
                state: 'uploaded' | 'sent' | 'delivered' | 'shown' | 'failed' | 'expired' | 'removed';
                state_detail: string | null;
                thumbnail_url: string;
                user_id: number;
                width: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/photos/{photo_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/photos/{photo_id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/{user_id}/photos/{photo_id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          photo_id: string;
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/residents/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'message' | 'check_in';
            /** @default false */
            dry_run?: boolean;
            filter?: {
              check_in?: (0 | 1 | 2 | 3)[] | null;
              facility_id?: number | null;
              q?: string | null;
            } | null;
            message?: string | null;
            user_ids?: number[] | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commands: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
              message: string;
              refused: number;
              sent: number;
              skipped: number;
              targeted: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          user_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              group_id: number;
              role_id: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roles: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              group_id: number;
              role_id: number;
            }[];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/sendFCMNotificationLatest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body?: string | null;
            data?: {
              [key: string]: unknown;
            } | null;
            details?: unknown;
            from?: string | null;
            id?: (string | number) | null;
            push?: (boolean | string) | null;
            title?: string | null;
            to: string | number;
            ttl?: number | null;
            type?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call_id: number;
              ice_servers: {
                credential?: string;
                urls: string | string[];
                username?: string;
              }[];
              rings_until: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-job-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          group_id?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              battery_percent: number | null;
              defaults: {
                battery_percent: number | null;
                offline_hours: number | null;
                storage_percent: number | null;
              };
              group_id: number;
              is_default: boolean;
              last_modified_date: string | null;
              offline_hours: number | null;
              storage_percent: number | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: {
          group_id?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            battery_percent: number | null;
            offline_hours: number | null;
            storage_percent: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              battery_percent: number | null;
              defaults: {
                battery_percent: number | null;
                offline_hours: number | null;
                storage_percent: number | null;
              };
              group_id: number;
              is_default: boolean;
              last_modified_date: string | null;
              offline_hours: number | null;
              storage_percent: number | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/broker/acl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'publish' | 'subscribe';
            clientid?: string;
            password?: string;
            topic?: string;
            username: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ok: boolean;
              /** @enum {string} */
              result: 'allow' | 'deny';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/broker/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'publish' | 'subscribe';
            clientid?: string;
            password?: string;
            topic?: string;
            username: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ok: boolean;
              /** @enum {string} */
              result: 'allow' | 'deny';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/content/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description newspapers, local_contents, noticeboards, menus */
          kind: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                category: string | null;
                description: string | null;
                expire_date: string | null;
                file_size: number | null;
                file_url: string | null;
                id: number;
                image_url: string | null;
                title: string;
                updated_at: string | null;
                url: string | null;
              }[];
              /** @enum {string} */
              kind: 'newspapers' | 'local_contents' | 'noticeboards' | 'menus';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/enrolment-links/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              broadcast_topic: string;
              mqtt_urls: string[];
              password: string;
              topic_prefix: string;
              user_id: number;
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/enrolments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_id: string;
            enrolment_secret: string;
            serial_number: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              broadcast_topic: string;
              mqtt_urls: string[];
              password: string;
              topic_prefix: string;
              user_id: number;
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acorn_version: string | null;
              facility_name: string | null;
              firstname: string | null;
              group_name: string | null;
              surname: string | null;
              time_zone: string;
              user_id: number;
              user_type: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/menus/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/photos/{photo_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          expires?: string;
          signature?: string;
        };
        header?: never;
        path: {
          photo_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/tablet-link/today': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activities: {
                /** @enum {string|null} */
                answer: 'going' | 'not_going' | null;
                category: string | null;
                end_time: string;
                location: string | null;
                public_event_id: number;
                start_time: string;
                title: string;
              }[];
              date: string;
              time_zone: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/two-step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              recovery_codes_left: number;
              required: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/two-step/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              recovery_codes: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/two-step/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/two-step/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              otpauth_uri: string;
              secret: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/update-acorn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            acorn_versions_id: number;
            user_id: number | number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commands: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
              message: string;
              refused: {
                message: string;
                user_id: number;
              }[];
              unknown_tokens: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/user-roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              group_id: number;
              role_id: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          acorn_version?: string[];
          group_id?: string[];
          location?: string[];
          page?: number;
          page_size?: number;
          q?: string;
          status?: (
            | 'online_now'
            | 'online_1day'
            | 'online_1week'
            | 'online_1month'
            | 'offline_1month'
            | 'unknown'
            | 'offline'
          )[];
          user_type?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device_counter: number;
              deviceDetails: {
                acorn_id: string;
                last_seen: string | null;
                user_status: string | null;
              }[];
              groups: {
                group_id: number;
                title: string;
              }[];
              offline_1month: number;
              online_1day: number;
              online_1month: number;
              online_1week: number;
              online_now: number;
              unknown: number;
              users: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                is_connected: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              };
              user_contacts: {
                avatar: string | null;
                email: string | null;
                firstname: string | null;
                surname: string | null;
                user_type: number | null;
              }[];
              user_details: {
                call_suspend_code: string | null;
                call_suspend_status: string | null;
                extra_accessories: string | null;
                is_acorn_files: boolean;
                is_acorn_reset: boolean;
                is_android_settings: boolean;
                is_call_suspended: boolean;
                is_emergency: boolean;
                is_mobile_incoming_call: boolean;
                is_mobile_incoming_sms: boolean;
                is_mobile_outgoing_call: boolean;
                is_mobile_outgoing_sms: boolean;
                is_on_support: boolean;
                is_play_store: boolean;
                is_suspended: boolean;
                is_usb_access: boolean;
                suspend_code: string | null;
                suspend_status: string | null;
              } | null;
              user_device: {
                sim_activation_date: string | null;
                sim_number: string | null;
                sim_renewal_date: string | null;
              } | null;
              user_metrics: {
                acorn_version: string | null;
                apps: {
                  applicationIdentifier: string;
                  name: string;
                  version: string | null;
                }[];
                battery: number | null;
                IMEI: string | null;
                last_sync: string | null;
                serial_number: string | null;
                sim_number: string | null;
                storage_free: number | null;
                storage_total: number | null;
                storage_used: number | null;
                user_id: number;
              } | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user: {
              acorn_id?: string | null;
              city?: string | null;
              country?: string | null;
              county?: string | null;
              dob?: (string | '') | null;
              email?: string | null;
              firstname?: string | null;
              group_id?: number | null;
              home_phone?: string | null;
              is_active?: boolean | null;
              location?: string | null;
              mob_phone?: string | null;
              password?: string | null;
              postalcode?: string | null;
              sim_number?: string | null;
              street?: string | null;
              surname?: string | null;
              username?: string | null;
              verified?: boolean | null;
            };
            user_details?: {
              call_suspend_code?: string | null;
              call_suspend_status?: string | null;
              extra_accessories?: string | null;
              is_acorn_files?: boolean | null;
              is_acorn_reset?: boolean | null;
              is_android_settings?: boolean | null;
              is_call_suspended?: boolean | null;
              is_emergency?: boolean | null;
              is_mobile_incoming_call?: boolean | null;
              is_mobile_incoming_sms?: boolean | null;
              is_mobile_outgoing_call?: boolean | null;
              is_mobile_outgoing_sms?: boolean | null;
              is_on_support?: boolean | null;
              is_play_store?: boolean | null;
              is_suspended?: boolean | null;
              is_usb_access?: boolean | null;
              suspend_code?: string | null;
              suspend_status?: string | null;
            } | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                acorn_id: string | null;
                acorn_version: string | null;
                acornUserIds?: number[] | null;
                avatar: string | null;
                battery: number | null;
                city: string | null;
                country: string | null;
                county: string | null;
                dob: string | null;
                email: string | null;
                firstname: string | null;
                group_id: number | null;
                group_name: string | null;
                home_phone: string | null;
                IMEI: string | null;
                is_active: boolean;
                is_connected: boolean;
                /** @enum {number} */
                is_online: 0 | 1 | 2 | 3;
                lastSeen: string | null;
                location: string | null;
                mob_phone: string | null;
                order_no: string | null;
                postalcode: string | null;
                serial_number: string | null;
                sim_number: string | null;
                street: string | null;
                surname: string | null;
                user_id: number;
                /** @enum {string|null} */
                user_status:
                  'online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month' | null;
                /** @enum {number} */
                user_type: 1 | 2 | 3;
                username: string | null;
                verified?: boolean | null;
              };
              user_contacts: {
                avatar: string | null;
                email: string | null;
                firstname: string | null;
                surname: string | null;
                user_type: number | null;
              }[];
              user_details: {
                call_suspend_code: string | null;
                call_suspend_status: string | null;
                extra_accessories: string | null;
                is_acorn_files: boolean;
                is_acorn_reset: boolean;
                is_android_settings: boolean;
                is_call_suspended: boolean;
                is_emergency: boolean;
                is_mobile_incoming_call: boolean;
                is_mobile_incoming_sms: boolean;
                is_mobile_outgoing_call: boolean;
                is_mobile_outgoing_sms: boolean;
                is_on_support: boolean;
                is_play_store: boolean;
                is_suspended: boolean;
                is_usb_access: boolean;
                suspend_code: string | null;
                suspend_status: string | null;
              } | null;
              user_device: {
                sim_activation_date: string | null;
                sim_number: string | null;
                sim_renewal_date: string | null;
              } | null;
              user_metrics: {
                acorn_version: string | null;
                apps: {
                  applicationIdentifier: string;
                  name: string;
                  version: string | null;
                }[];
                battery: number | null;
                IMEI: string | null;
                last_sync: string | null;
                serial_number: string | null;
                sim_number: string | null;
                storage_free: number | null;
                storage_total: number | null;
                storage_used: number | null;
                user_id: number;
              } | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              is_active: boolean;
              message: string;
              reset: {
                command_id: number;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
              } | null;
              user_id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/users/{user_id}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @enum {string} */
                action:
                  | 'message'
                  | 'check_in'
                  | 'reset_calendar'
                  | 'reset_email'
                  | 'reset_messages_auth'
                  | 'reset'
                  | 'update'
                  | 'event_invite'
                  | 'photo'
                  | 'install_app'
                  | 'calendar';
                command_id: number;
                created_at: string;
                created_by: number | null;
                delivered_at: string | null;
                detail: string | null;
                expires_at: string;
                finished_at: string | null;
                payload: {
                  [key: string]: unknown;
                };
                sent_at: string | null;
                /** @enum {string} */
                state: 'queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired';
                user_id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/users/{user_id}/enrolment-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              expires_at: string;
              url: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/acorn/users/{user_id}/tablet-credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/acorn/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/acorn/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  avatar: string | null;
                  email: string;
                  firstname: string | null;
                  group_permissions: number;
                  last_active_token: string;
                  mob_phone: string | null;
                  roles: {
                    group_id: number;
                    role_id: number;
                  }[];
                  /** @enum {string} */
                  status: 'success';
                  surname: string | null;
                  two_step_setup_required: boolean;
                  user_group: number;
                  user_id: number;
                }
              | {
                  mfa_token: string;
                  /** @enum {string} */
                  status: 'mfa_required';
                };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/acorn/login/two-step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            mfa_token: string;
            recovery_code?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar: string | null;
              email: string;
              firstname: string | null;
              group_permissions: number;
              last_active_token: string;
              mob_phone: string | null;
              roles: {
                group_id: number;
                role_id: number;
              }[];
              /** @enum {string} */
              status: 'success';
              surname: string | null;
              two_step_setup_required: boolean;
              user_group: number;
              user_id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/acorn/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
