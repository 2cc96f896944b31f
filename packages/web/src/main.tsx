// The app's entry (index.html): the app starts at once. A public page the server rendered loads
// site-entry.ts instead, which starts the same app (boot.tsx) on the visitor's first interaction.
import { boot } from './boot';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void boot(root);
