// Generated from the server's OpenAPI document by `npm run gen:api-types`: do not edit.
// A test (apps/server/src/cli/openapi-types.test.ts) fails when this differs from what the server serves.
export interface paths {
  '/v1/acorn/acorn-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List Acorn customers, a page at a time */
    get: operations['listAcornCustomers'];
    put?: never;
    /** Create an Acorn customer */
    post: operations['createAcornCustomer'];
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
    /** Get one Acorn customer */
    get: operations['getAcornCustomer'];
    /** Update an Acorn customer */
    put: operations['updateAcornCustomer'];
    post?: never;
    /** Delete an Acorn customer */
    delete: operations['deleteAcornCustomer'];
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
    /** Export Acorn customers as CSV */
    get: operations['exportAcornCustomers'];
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
    /** List Acorn devices, a page at a time */
    get: operations['listAcornDevices'];
    put?: never;
    /** Create an Acorn device */
    post: operations['createAcornDevice'];
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
    /** Get one Acorn device */
    get: operations['getAcornDevice'];
    /** Update an Acorn device */
    put: operations['updateAcornDevice'];
    post?: never;
    /** Delete an Acorn device */
    delete: operations['deleteAcornDevice'];
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
    /** Export Acorn devices as CSV */
    get: operations['exportAcornDevices'];
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
    /** List locations and how many users have each */
    get: operations['listAcornLocations'];
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
    /** List order numbers for the orders picker */
    get: operations['listAcornOrderNames'];
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
    /** List Acorn orders, a page at a time */
    get: operations['listAcornOrders'];
    put?: never;
    /** Create an Acorn order */
    post: operations['createAcornOrder'];
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
    /** Get one Acorn order */
    get: operations['getAcornOrder'];
    /** Update an Acorn order */
    put: operations['updateAcornOrder'];
    post?: never;
    /** Delete an Acorn order */
    delete: operations['deleteAcornOrder'];
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
    /** Export Acorn orders as CSV */
    get: operations['exportAcornOrders'];
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
    /** List Acorn parts, a page at a time */
    get: operations['listAcornParts'];
    put?: never;
    /** Create an Acorn part */
    post: operations['createAcornPart'];
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
    /** Get one Acorn part */
    get: operations['getAcornPart'];
    /** Update an Acorn part */
    put: operations['updateAcornPart'];
    post?: never;
    /** Delete an Acorn part */
    delete: operations['deleteAcornPart'];
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
    /** Export Acorn parts as CSV */
    get: operations['exportAcornParts'];
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
    /** List Acorn renewals, a page at a time */
    get: operations['listAcornRenewals'];
    put?: never;
    /** Create an Acorn renewal */
    post: operations['createAcornRenewal'];
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
    /** List tablets with their order and SIM for the renewals picker */
    get: operations['listAcornRenewalsOrderDevices'];
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
    /** Get one Acorn renewal */
    get: operations['getAcornRenewal'];
    /** Update an Acorn renewal */
    put: operations['updateAcornRenewal'];
    post?: never;
    /** Delete an Acorn renewal */
    delete: operations['deleteAcornRenewal'];
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
    /** Export Acorn renewals as CSV */
    get: operations['exportAcornRenewals'];
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
    /** List Acorn repairs, a page at a time */
    get: operations['listAcornRepairs'];
    put?: never;
    /** Create an Acorn repair */
    post: operations['createAcornRepair'];
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
    /** Get one Acorn repair */
    get: operations['getAcornRepair'];
    /** Update an Acorn repair */
    put: operations['updateAcornRepair'];
    post?: never;
    /** Delete an Acorn repair */
    delete: operations['deleteAcornRepair'];
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
    /** Export Acorn repairs as CSV */
    get: operations['exportAcornRepairs'];
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
    /** List Acorn suggested apps, a page at a time */
    get: operations['listAcornSuggestedApps'];
    put?: never;
    /** Create an Acorn suggested app */
    post: operations['createAcornSuggestedApp'];
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
    /** Get one Acorn suggested app */
    get: operations['getAcornSuggestedApp'];
    /** Update an Acorn suggested app */
    put: operations['updateAcornSuggestedApp'];
    post?: never;
    /** Delete an Acorn suggested app */
    delete: operations['deleteAcornSuggestedApp'];
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
    /** Export Acorn suggested apps as CSV */
    get: operations['exportAcornSuggestedApps'];
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
    /** List Acorn users with their tablets’ state */
    get: operations['listAcornUsers'];
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
    /** List residents with their tablet’s device and order */
    get: operations['listAcornUsersWithOrders'];
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
    /** Get an Acorn user with their details, tablet and contacts */
    get: operations['getAcornUser'];
    /** Update a resident, or switch them active or inactive */
    put: operations['updateAcornUser'];
    post?: never;
    /** Delete an Acorn user and reset their tablet */
    delete: operations['deleteAcornUser'];
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
    /** List Acorn app versions, newest release first */
    get: operations['listAcornVersions'];
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
    /** List appointments in a time window */
    get: operations['listAppointments'];
    put?: never;
    /** Book an appointment for a resident */
    post: operations['createAppointment'];
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
    /** Change an appointment */
    put: operations['updateAppointment'];
    post?: never;
    /** Delete an appointment */
    delete: operations['deleteAppointment'];
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
    /** List the roles the caller may give */
    get: operations['listAssignableRoles'];
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
    /** List audit log entries, a page at a time */
    get: operations['listAuditLogEntries'];
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
    /** Export audit log entries as CSV */
    get: operations['exportAuditLog'];
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
    /** Answer a ringing call */
    post: operations['answerCall'];
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
    /** Write the note on an ended call */
    put: operations['updateCallNote'];
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
    /** List the tablets’ calls ringing now */
    get: operations['listRingingCalls'];
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
    /** Change one’s own password */
    post: operations['changePassword'];
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
    /** Send a command to one tablet or many */
    post: operations['sendCommand'];
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
    /** Get a command’s state */
    get: operations['getCommand'];
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
    /** List companion users */
    get: operations['listCompanionUsers'];
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
    /** Get a companion user */
    get: operations['getCompanionUser'];
    /** Update a companion user */
    put: operations['updateCompanionUser'];
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
    /** List facilities, a page at a time */
    get: operations['listFacilities'];
    put?: never;
    /** Create a facility */
    post: operations['createFacility'];
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
    /** Get a facility’s monthly activities report */
    get: operations['getFacilityActivitiesReport'];
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
    /** Export a facility’s monthly activities report as CSV */
    get: operations['exportFacilityActivitiesReport'];
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
    /** Get a facility’s day for the dashboard */
    get: operations['getFacilityDashboard'];
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
    /** Get a facility’s monthly maintenance report */
    get: operations['getFacilityMaintenanceReport'];
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
    /** Get a facility’s current weather */
    get: operations['getFacilityWeather'];
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
    /** Get one facility */
    get: operations['getFacility'];
    /** Update a facility */
    put: operations['updateFacility'];
    post?: never;
    /** Delete a facility */
    delete: operations['deleteFacility'];
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
    /** Export facilities as CSV */
    get: operations['exportFacilities'];
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
    /** List the residents one is linked to as family */
    get: operations['listFamilyResidents'];
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
    /** Ring a resident’s tablet as their family member */
    post: operations['callFamilyResident'];
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
    /** Get a resident’s latest health values */
    get: operations['getFamilyResidentHealthSummary'];
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
    /** Install a suggested app on a resident’s tablet */
    post: operations['installFamilyResidentApp'];
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
    /** List one’s own maintenance requests for a resident */
    get: operations['listFamilyResidentMaintenanceRequests'];
    put?: never;
    /** Ask for a maintenance job for a resident */
    post: operations['createFamilyResidentMaintenanceRequest'];
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
    /** Get the photo of one’s own maintenance request */
    get: operations['getFamilyResidentMaintenanceRequestPhoto'];
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
    /** List one’s own photos for a resident */
    get: operations['listFamilyResidentPhotos'];
    put?: never;
    /** Upload a photo for a resident */
    post: operations['uploadFamilyResidentPhoto'];
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
    /** Remove one’s own photo, from the tablet too */
    delete: operations['deleteFamilyResidentPhoto'];
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
    /** Get one’s own photo in full */
    get: operations['getFamilyResidentPhotoImage'];
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
    /** Send a photo to a resident’s tablet */
    post: operations['shareFamilyResidentPhoto'];
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
    /** Get one’s own photo’s thumbnail */
    get: operations['getFamilyResidentPhotoThumbnail'];
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
    /** Get a resident’s tablet: its state, apps and suggested apps */
    get: operations['getFamilyResidentTablet'];
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
    /** Get a resident’s week, as far as the link shares it */
    get: operations['getFamilyResidentWeek'];
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
    /** Send a check-in or reset to tablets by push token or user */
    post: operations['sendTabletAction'];
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
    /** List groups, a page at a time */
    get: operations['listGroups'];
    put?: never;
    /** Create a group */
    post: operations['createGroup'];
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
    /** Get one group */
    get: operations['getGroup'];
    /** Update a group */
    put: operations['updateGroup'];
    post?: never;
    /** Delete a group */
    delete: operations['deleteGroup'];
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
    /** Replace a group’s tablet enrolment secret */
    post: operations['rotateGroupEnrolmentSecret'];
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
    /** Export groups as CSV */
    get: operations['exportGroups'];
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
    /** List local contents, a page at a time */
    get: operations['listLocalContents'];
    put?: never;
    /** Create a local content */
    post: operations['createLocalContent'];
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
    /** Get one local content */
    get: operations['getLocalContent'];
    /** Update a local content */
    put: operations['updateLocalContent'];
    post?: never;
    /** Delete a local content */
    delete: operations['deleteLocalContent'];
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
    /** Export local contents as CSV */
    get: operations['exportLocalContents'];
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
    /** Sign out, ending this session */
    post: operations['signOut'];
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
    /** List maintenances, a page at a time */
    get: operations['listMaintenances'];
    put?: never;
    /** Create a maintenance */
    post: operations['createMaintenance'];
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
    /** Get one maintenance */
    get: operations['getMaintenance'];
    /** Update a maintenance */
    put: operations['updateMaintenance'];
    post?: never;
    /** Delete a maintenance */
    delete: operations['deleteMaintenance'];
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
    /** Get the photo of a maintenance job */
    get: operations['getMaintenancePhoto'];
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
    /** List a maintenance job’s notes, oldest first */
    get: operations['listMaintenanceNotes'];
    put?: never;
    /** Add a note to a maintenance job */
    post: operations['createMaintenanceNote'];
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
    /** Export maintenances as CSV */
    get: operations['exportMaintenances'];
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
    /** Get the signed-in user’s account */
    get: operations['getMe'];
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
    /** List menus, a page at a time */
    get: operations['listMenus'];
    put?: never;
    /** Create a menu */
    post: operations['createMenu'];
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
    /** Get one menu */
    get: operations['getMenu'];
    /** Update a menu */
    put: operations['updateMenu'];
    post?: never;
    /** Delete a menu */
    delete: operations['deleteMenu'];
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
    /** Download a menu’s PDF */
    get: operations['getMenuFile'];
    put?: never;
    /** Upload a menu’s PDF */
    post: operations['uploadMenuFile'];
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
    /** Export menus as CSV */
    get: operations['exportMenus'];
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
    /** Send a message to tablets by push token or user */
    post: operations['sendTabletMessage'];
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
    /** List newspapers, a page at a time */
    get: operations['listNewspapers'];
    put?: never;
    /** Create a newspaper */
    post: operations['createNewspaper'];
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
    /** Get one newspaper */
    get: operations['getNewspaper'];
    /** Update a newspaper */
    put: operations['updateNewspaper'];
    post?: never;
    /** Delete a newspaper */
    delete: operations['deleteNewspaper'];
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
    /** Export newspapers as CSV */
    get: operations['exportNewspapers'];
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
    /** List noticeboards, a page at a time */
    get: operations['listNoticeboards'];
    put?: never;
    /** Create a noticeboard */
    post: operations['createNoticeboard'];
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
    /** Get one noticeboard */
    get: operations['getNoticeboard'];
    /** Update a noticeboard */
    put: operations['updateNoticeboard'];
    post?: never;
    /** Delete a noticeboard */
    delete: operations['deleteNoticeboard'];
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
    /** Export noticeboards as CSV */
    get: operations['exportNoticeboards'];
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
    /** Clear a notification for the whole group */
    post: operations['acknowledgeNotification'];
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
    /** Count what the header’s bell shows */
    get: operations['getNotificationCounts'];
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
    /** List what the header’s bell shows, newest first */
    get: operations['listNotificationItems'];
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
    /** List portal users, a page at a time */
    get: operations['listPortalUsers'];
    put?: never;
    /** Create a portal user */
    post: operations['createPortalUser'];
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
    /** Get one portal user */
    get: operations['getPortalUser'];
    /** Update a portal user, or one’s own profile */
    put: operations['updatePortalUser'];
    post?: never;
    /** Delete a portal user */
    delete: operations['deletePortalUser'];
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
    /** Export portal users as CSV */
    get: operations['exportPortalUsers'];
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
    /** List public events, a page at a time */
    get: operations['listPublicEvents'];
    put?: never;
    /** Create a public event */
    post: operations['createPublicEvent'];
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
    /** Get one public event */
    get: operations['getPublicEvent'];
    /** Update a public event */
    put: operations['updatePublicEvent'];
    post?: never;
    /** Delete a public event */
    delete: operations['deletePublicEvent'];
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
    /** List the activities overlapping a calendar window */
    get: operations['listPublicEventsForCalendar'];
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
    /** Export public events as CSV */
    get: operations['exportPublicEvents'];
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
    /** List generated reports, newest first */
    get: operations['listReports'];
    put?: never;
    /** Start generating a report */
    post: operations['createReport'];
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
    /** Get a generated report and its progress */
    get: operations['getReport'];
    put?: never;
    post?: never;
    /** Delete a generated report */
    delete: operations['deleteReport'];
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
    /** Download a ready report as CSV */
    get: operations['exportReport'];
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
    /** List residents with their check-ins, a page at a time */
    get: operations['listResidents'];
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
    /** List a resident’s call log, newest first */
    get: operations['listResidentCalls'];
    put?: never;
    /** Ring a resident’s tablet */
    post: operations['callResident'];
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
    /** Ask a resident’s tablet for a check-in */
    post: operations['requestResidentCheckIn'];
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
    /** List a resident’s check-ins, newest first */
    get: operations['listResidentCheckIns'];
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
    /** Erase a resident’s personal data on request */
    post: operations['eraseResident'];
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
    /** List the activities that reach a resident */
    get: operations['listResidentEvents'];
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
    /** Mark a resident’s attendance at an activity */
    put: operations['updateResidentEventAttendance'];
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
    /** Invite a resident to an activity on their tablet */
    post: operations['inviteResidentToEvent'];
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
    /** Export everything stored about a resident as JSON */
    get: operations['exportResidentRecordJson'];
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
    /** Export everything stored about a resident as a PDF */
    get: operations['exportResidentRecordPdf'];
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
    /** List a resident’s family members */
    get: operations['listResidentFamilyLinks'];
    put?: never;
    /** Invite a family member to follow a resident */
    post: operations['inviteResidentFamilyMember'];
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
    /** Change what a family member’s link says and shares */
    put: operations['updateResidentFamilyLink'];
    post?: never;
    /** Unlink a family member from a resident */
    delete: operations['deleteResidentFamilyLink'];
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
    /** Get a resident’s health summary: ranges, latest values and notes */
    get: operations['getResidentHealthSummary'];
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
    /** Set a resident’s normal ranges */
    put: operations['updateResidentHealthRanges'];
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
    /** List a resident’s health readings */
    get: operations['listResidentHealthReadings'];
    put?: never;
    /** Record a health reading for a resident */
    post: operations['createResidentHealthReading'];
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
    /** Correct a resident’s health reading */
    post: operations['correctResidentHealthReading'];
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
    /** Get a resident’s readings over a time range, for a chart */
    get: operations['getResidentHealthSeries'];
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
    /** List a resident’s maintenance jobs, by tab */
    get: operations['listResidentMaintenances'];
    put?: never;
    /** Add a maintenance job for a resident */
    post: operations['createResidentMaintenance'];
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
    /** Get a resident’s medical information */
    get: operations['getResidentMedicalNotes'];
    /** Update a resident’s medical information */
    put: operations['updateResidentMedicalNotes'];
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
    /** List a resident’s chat messages */
    get: operations['listResidentMessages'];
    put?: never;
    /** Send a chat message to a resident’s tablet */
    post: operations['sendResidentMessage'];
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
    /** Mark a resident’s messages read */
    post: operations['markResidentMessagesRead'];
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
    /** List the photos family members shared with a resident */
    get: operations['listResidentPhotos'];
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
    /** Remove a shared photo from a resident’s tablet */
    delete: operations['deleteResidentPhoto'];
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
    /** Get a shared photo in full */
    get: operations['getResidentPhotoImage'];
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
    /** Get a shared photo’s thumbnail */
    get: operations['getResidentPhotoThumbnail'];
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
    /** Send a message or check-in to many residents */
    post: operations['sendResidentsCommand'];
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
    /** List a portal user’s roles, the user named in the query */
    get: operations['listRolesOfPortalUser'];
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
    /** Replace a portal user’s roles */
    put: operations['updatePortalUserRoles'];
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
    /** Ring a resident’s tablet named by push token or user id */
    post: operations['sendCallNotification'];
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
    /** Get the rules by which a group’s tablets open jobs */
    get: operations['getTabletJobRules'];
    /** Set the rules by which a group’s tablets open jobs */
    put: operations['updateTabletJobRules'];
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
    /** Check a tablet may use an MQTT topic, for an external broker */
    post: operations['authoriseBrokerTopic'];
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
    /** Check a tablet’s MQTT credential, for an external broker */
    post: operations['authoriseBrokerClient'];
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
    /** List the content of one kind that reaches the tablet */
    get: operations['listTabletContent'];
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
    /** Enrol a tablet with a one-time set-up link */
    post: operations['redeemEnrolmentLink'];
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
    /** Enrol a tablet with its device record and group secret */
    post: operations['enrolTablet'];
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
    /** Get the tablet’s user and their time zone */
    get: operations['getTabletProfile'];
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
    /** Get a menu’s PDF for the tablet */
    get: operations['getTabletMenuFile'];
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
    /** Get the picture a photo command names */
    get: operations['getTabletPhoto'];
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
    /** Get today’s date and activities for the tablet */
    get: operations['getTabletToday'];
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
    /** Get the state of one’s own two-step sign-in */
    get: operations['getTwoStepStatus'];
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
    /** Turn two-step sign-in on with the new key’s first code */
    post: operations['confirmTwoStepSetup'];
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
    /** Turn two-step sign-in off */
    post: operations['disableTwoStep'];
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
    /** Start setting up an authenticator: get a new key */
    post: operations['startTwoStepSetup'];
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
    /** Tell tablets to update the Acorn app */
    post: operations['sendAcornUpdate'];
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
    /** List a portal user’s roles */
    get: operations['listPortalUserRoles'];
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
    /** List users with their tablets’ state */
    get: operations['listUsers'];
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
    /** Get a user with their details, tablet and contacts */
    get: operations['getUser'];
    /** Update a user’s details */
    put: operations['updateUser'];
    post?: never;
    /** Delete a user and reset their tablet */
    delete: operations['deleteUser'];
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
    /** List a user’s latest commands */
    get: operations['listUserCommands'];
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
    /** Make a one-time set-up link for a tablet */
    post: operations['createEnrolmentLink'];
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
    /** Revoke a tablet’s credential */
    delete: operations['revokeTabletCredential'];
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
    /** Ask for a password reset link by email */
    post: operations['requestPasswordReset'];
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
    /** Sign in with email and password */
    post: operations['signIn'];
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
    /** Finish signing in with an authenticator or recovery code */
    post: operations['signInWithTwoStepCode'];
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
    /** Set a new password with a reset link’s token */
    post: operations['resetPassword'];
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
export interface operations {
  listAcornCustomers: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornCustomer: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornCustomer: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornCustomer: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornCustomer: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornCustomers: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornDevices: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornDevice: {
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
          sim_pin?: number | string | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornDevice: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornDevice: {
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
          sim_pin?: number | string | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornDevice: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornDevices: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornLocations: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornOrderNames: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornOrders: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornOrder: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornOrder: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornOrder: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornOrder: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornOrders: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornParts: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornPart: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornPart: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornPart: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornPart: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornParts: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornRenewals: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornRenewal: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornRenewalsOrderDevices: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornRenewal: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornRenewal: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornRenewal: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornRenewals: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornRepairs: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornRepair: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornRepair: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornRepair: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornRepair: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornRepairs: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornSuggestedApps: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAcornSuggestedApp: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornSuggestedApp: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornSuggestedApp: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornSuggestedApp: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAcornSuggestedApps: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornUsers: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
              /** @enum {number} */
              user_type: 1 | 2 | 3;
              username: string | null;
              verified?: boolean | null;
            }[];
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornUsersWithOrders: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getAcornUser: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAcornUser: {
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
                  user_status:
                    | ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month')
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAcornUser: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAcornVersions: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAppointments: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createAppointment: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateAppointment: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteAppointment: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAssignableRoles: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listAuditLogEntries: {
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
          | 'two_step.recovery_code_used'
          | 'backup.taken'
          | 'backup.failed';
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportAuditLog: {
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
          | 'two_step.recovery_code_used'
          | 'backup.taken'
          | 'backup.failed';
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  answerCall: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateCallNote: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listRingingCalls: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  changePassword: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendCommand: {
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
                user_type?: (1 | 2 | 3) | null;
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
                user_type?: (1 | 2 | 3) | null;
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
                user_type?: (1 | 2 | 3) | null;
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
                user_type?: (1 | 2 | 3) | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getCommand: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listCompanionUsers: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
              /** @enum {number} */
              user_type: 1 | 2 | 3;
              username: string | null;
              verified?: boolean | null;
            }[];
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getCompanionUser: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateCompanionUser: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listFacilities: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createFacility: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFacilityActivitiesReport: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportFacilityActivitiesReport: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFacilityDashboard: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFacilityMaintenanceReport: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFacilityWeather: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFacility: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateFacility: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteFacility: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportFacilities: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listFamilyResidents: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  callFamilyResident: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFamilyResidentHealthSummary: {
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
              flag: ('low' | 'high') | null;
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  installFamilyResidentApp: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listFamilyResidentMaintenanceRequests: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createFamilyResidentMaintenanceRequest: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFamilyResidentMaintenanceRequestPhoto: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listFamilyResidentPhotos: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  uploadFamilyResidentPhoto: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteFamilyResidentPhoto: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFamilyResidentPhotoImage: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  shareFamilyResidentPhoto: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFamilyResidentPhotoThumbnail: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFamilyResidentTablet: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getFamilyResidentWeek: {
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
              flag: ('low' | 'high') | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendTabletAction: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listGroups: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createGroup: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getGroup: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateGroup: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteGroup: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  rotateGroupEnrolmentSecret: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportGroups: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listLocalContents: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createLocalContent: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getLocalContent: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateLocalContent: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteLocalContent: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportLocalContents: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listMaintenances: {
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
              priority: (1 | 2 | 3) | null;
              recurrence: ('weekly' | 'monthly') | null;
              requested_by_name?: string | null;
              resident_name: string | null;
              start_date: string | null;
              status: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
              title: string | null;
              user_id?: number | null;
            }[];
            total: number;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createMaintenance: {
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
          priority?: (1 | 2 | 3) | null;
          recurrence?: ('weekly' | 'monthly') | null;
          resident_name?: string | null;
          start_date?: (string | '') | null;
          status?: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
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
            priority: (1 | 2 | 3) | null;
            recurrence: ('weekly' | 'monthly') | null;
            requested_by_name?: string | null;
            resident_name: string | null;
            start_date: string | null;
            status: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
            title: string | null;
            user_id?: number | null;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getMaintenance: {
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
            priority: (1 | 2 | 3) | null;
            recurrence: ('weekly' | 'monthly') | null;
            requested_by_name?: string | null;
            resident_name: string | null;
            start_date: string | null;
            status: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
            title: string | null;
            user_id?: number | null;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateMaintenance: {
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
          priority?: (1 | 2 | 3) | null;
          recurrence?: ('weekly' | 'monthly') | null;
          resident_name?: string | null;
          start_date?: (string | '') | null;
          status?: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
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
            priority: (1 | 2 | 3) | null;
            recurrence: ('weekly' | 'monthly') | null;
            requested_by_name?: string | null;
            resident_name: string | null;
            start_date: string | null;
            status: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
            title: string | null;
            user_id?: number | null;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteMaintenance: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getMaintenancePhoto: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listMaintenanceNotes: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createMaintenanceNote: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportMaintenances: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getMe: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listMenus: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createMenu: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getMenu: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateMenu: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteMenu: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getMenuFile: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  uploadMenuFile: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportMenus: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendTabletMessage: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listNewspapers: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createNewspaper: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getNewspaper: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateNewspaper: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteNewspaper: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportNewspapers: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listNoticeboards: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createNoticeboard: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getNoticeboard: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateNoticeboard: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteNoticeboard: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportNoticeboards: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  acknowledgeNotification: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getNotificationCounts: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listNotificationItems: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listPortalUsers: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createPortalUser: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getPortalUser: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updatePortalUser: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deletePortalUser: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportPortalUsers: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listPublicEvents: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createPublicEvent: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getPublicEvent: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updatePublicEvent: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deletePublicEvent: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listPublicEventsForCalendar: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportPublicEvents: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listReports: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createReport: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getReport: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteReport: {
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
      /** @description Done; nothing to return */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportReport: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidents: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentCalls: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  callResident: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  requestResidentCheckIn: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentCheckIns: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  eraseResident: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentEvents: {
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
              answer: ('going' | 'not_going') | null;
              answered_at: string | null;
              attendance: ('attended' | 'declined' | 'absent') | null;
              category: ('Intellectual' | 'Physical' | 'Social' | 'Spiritual') | null;
              end_time: string;
              invite_state: ('queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired') | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateResidentEventAttendance: {
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
          attendance: ('attended' | 'declined' | 'absent') | null;
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
            answer: ('going' | 'not_going') | null;
            answered_at: string | null;
            attendance: ('attended' | 'declined' | 'absent') | null;
            category: ('Intellectual' | 'Physical' | 'Social' | 'Spiritual') | null;
            end_time: string;
            invite_state: ('queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired') | null;
            location: string;
            marked_at: string | null;
            marked_by: string | null;
            public_event_id: number;
            start_time: string;
            title: string;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  inviteResidentToEvent: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportResidentRecordJson: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  exportResidentRecordPdf: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentFamilyLinks: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  inviteResidentFamilyMember: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateResidentFamilyLink: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteResidentFamilyLink: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getResidentHealthSummary: {
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
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              bpm: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              dia: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              frailty: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              oximeter: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              pain_level: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              sys: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              temperature: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              weight: {
                flag: ('low' | 'high') | null;
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateResidentHealthRanges: {
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
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              bpm: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              dia: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              frailty: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              oximeter: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              pain_level: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              sys: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              temperature: {
                flag: ('low' | 'high') | null;
                previous: number | null;
                timestamp: string;
                value: number;
              } | null;
              weight: {
                flag: ('low' | 'high') | null;
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentHealthReadings: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createResidentHealthReading: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  correctResidentHealthReading: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getResidentHealthSeries: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentMaintenances: {
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
              priority: (1 | 2 | 3) | null;
              recurrence: ('weekly' | 'monthly') | null;
              requested_by_name?: string | null;
              resident_name: string | null;
              start_date: string | null;
              status: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
              title: string | null;
              user_id?: number | null;
            }[];
            total: number;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createResidentMaintenance: {
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
          priority?: (1 | 2 | 3) | null;
          recurrence?: ('weekly' | 'monthly') | null;
          start_date?: (string | '') | null;
          status?: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
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
            priority: (1 | 2 | 3) | null;
            recurrence: ('weekly' | 'monthly') | null;
            requested_by_name?: string | null;
            resident_name: string | null;
            start_date: string | null;
            status: ('Pending' | 'In-Progress' | 'Done' | 'Delayed') | null;
            title: string | null;
            user_id?: number | null;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getResidentMedicalNotes: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateResidentMedicalNotes: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentMessages: {
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
              state: ('queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired') | null;
            }[];
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendResidentMessage: {
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
              state: ('queued' | 'sent' | 'delivered' | 'done' | 'failed' | 'expired') | null;
            };
            message: string;
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  markResidentMessagesRead: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listResidentPhotos: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteResidentPhoto: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getResidentPhotoImage: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getResidentPhotoThumbnail: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendResidentsCommand: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listRolesOfPortalUser: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updatePortalUserRoles: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendCallNotification: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getTabletJobRules: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateTabletJobRules: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  authoriseBrokerTopic: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  authoriseBrokerClient: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listTabletContent: {
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
      /** @description The credential is missing or wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  redeemEnrolmentLink: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  enrolTablet: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getTabletProfile: {
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
      /** @description The credential is missing or wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getTabletMenuFile: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The credential is missing or wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getTabletPhoto: {
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
      /** @description The file the address names: CSV, PDF, JSON or an image, with its content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description The credential is missing or wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/png': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
          'image/webp': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getTabletToday: {
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
              answer: ('going' | 'not_going') | null;
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
      /** @description The credential is missing or wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getTwoStepStatus: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  confirmTwoStepSetup: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  disableTwoStep: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  startTwoStepSetup: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  sendAcornUpdate: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listPortalUserRoles: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listUsers: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
              /** @enum {number} */
              user_type: 1 | 2 | 3;
              username: string | null;
              verified?: boolean | null;
            }[];
          };
        };
      };
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  getUser: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  updateUser: {
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
              user_status:
                ('online_now' | 'online_1day' | 'online_1week' | 'online_1month' | 'offline_1month') | null;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  deleteUser: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  listUserCommands: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  createEnrolmentLink: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  revokeTabletCredential: {
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
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description No such row, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Too many requests: try again after Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  requestPasswordReset: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  signIn: {
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
          unlock_token?: string;
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  signInWithTwoStepCode: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
  resetPassword: {
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
      /** @description The body or query is not valid; the message names the first fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
      /** @description Sent from another site’s page */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in a sentence to show */
            message: string;
          };
        };
      };
    };
  };
}
