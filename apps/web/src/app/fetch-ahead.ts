import { fetchScreenAhead } from './screen-code';

// Imported first by the entry, so it runs before the app's other modules (see fetchScreenAhead).
fetchScreenAhead(window.location.pathname);
