/** Where the OpenAPI document lists the tablet link's routes. */
export const ENROLMENT_TAGS = ['tablet link'];
