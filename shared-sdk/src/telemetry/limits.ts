/** At most this many reports in one telemetry batch; a browser sends what it has every few seconds and when the page hides. */
export const TELEMETRY_BATCH_LIMIT = 50;
/** A telemetry batch's body may not be larger (bytes): 50 reports of the longest kind fit with room to spare. */
export const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;
/** How many hours back the admins' release figures reach. */
export const RELEASE_HEALTH_HOURS = 24;
