// The table's declaration is shared with the residents screen's Maintenance panel, which adds jobs with the
// same form: it lives in components/maintenance.
export { maintenancesTable } from '../../components/maintenance/maintenances-table';
