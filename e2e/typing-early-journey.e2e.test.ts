import { typingEarlyJourney } from './support/typing-early.js';

// The public site's pages (contact, catalogue, pricing); the sign-in pages are in typing-early-sign-in-journey.
typingEarlyJourney('site');
