// The app's PostCSS set-up, so that the bare page's Mantine style sheets are the app's.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('../../postcss.config.cjs');
