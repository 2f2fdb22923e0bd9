export const SIDEBAR_WIDTH = 248;
