import { typingEarlyJourney } from './support/typing-early.js';

// /login and /register, typed in and sent before the app runs; the site's pages are in typing-early-journey.
typingEarlyJourney('sign-in');
