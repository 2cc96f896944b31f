// The contact feature's public face: the only file the app, the routes and other features import from it.
export { ContactForm } from './components/contact-form';
