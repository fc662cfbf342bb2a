// What other modules may use of the settings module; everything else in it is its own.
export { getClinicianApiKey } from './api-key.service.js';
