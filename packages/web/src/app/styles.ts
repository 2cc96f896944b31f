// Mantine's styles (~30 KB compressed), imported from a chunk of their own: Vite then loads the file
// from JavaScript before the app renders, instead of a <link> in index.html that holds the first
// paint. The first paint is the server's HTML of the page, which carries its own inline styles.
import '@mantine/core/styles.css';
