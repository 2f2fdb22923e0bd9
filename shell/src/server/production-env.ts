/**
 * Imported first by the server's entry, for its effect: the packages the server leaves to Node (React, MUI, emotion)
 * choose their build from NODE_ENV when first required. The browser runs their production builds, so the server
 * must too: in development mode emotion labels every class name ('…-MuiPaper-root'), the browser then finds none
 * of the server's styles under its own names and inserts them all again while hydrating (350 rules on `/`), and
 * React renders several times slower.
 *
 * What the deployment is (NODE_ENV as the server was started with: production or not) is kept first, for the
 * server's own rules (https-only images and server bundles, see runtime-config.cjs).
 */
export const deploymentNodeEnv: string | undefined = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
