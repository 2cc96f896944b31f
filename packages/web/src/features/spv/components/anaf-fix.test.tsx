import { formDefinitionSchema } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { DOCUMENT_ID, FORM_ID, USER_ID, estimateDefinition, makeDocument, makeFormDetail } from '../../../test/estimate-fixture';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { spvStatus, upload } from '../test/fixtures';

/** ANAF's words in a nok answer (EN 16931's rules, an XPath naming the first line; a parser's complaint it knows no rule for). */
const BUYER_NAME = 'E: validari globale  eroare: [BR-07]-An Invoice shall contain the Buyer name (BT-44).';
const QUANTITY = "E: validari globale  eroare: [BR-22]-Each Invoice line (BG-25) shall have an Invoiced quantity (BT-129).; xpath: /*:Invoice[namespace-uri()='urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'][1]/*:InvoiceLine[1]";
const UNKNOWN = 'Fisierul transmis nu este valid. org.xml.sax.SAXParseException; Content is not allowed in prolog.';

/** The test application with its lines as an invoice's (the role e-Factura reads them by). */
const invoiceDefinition = formDefinitionSchema.parse({
  ...estimateDefinition,
  steps: estimateDefinition.steps.map((step) => ({ ...step, fields: step.fields.map((field) => (field.type === 'array' ? { ...field, role: 'lines.items' } : field)) })),
});

/**
 * A rejected invoice on its page (issue 30): ANAF's messages in words, and Fix opens the editor at
 * the field with the message shown there and the cursor in it (the route composes SPV's panel
 * with the documents editor).
 */
describe("ANAF's rejection at the invoice's fields", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const open = () => {
    const rejected = upload('rejected', { document_id: DOCUMENT_ID, messages: [BUYER_NAME, QUANTITY, UNKNOWN] });
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail({ form_schema: invoiceDefinition })),
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument({ kind: 'invoice' })),
      'GET /api/user/spv': () => jsonResponse(200, spvStatus('connected')),
      [`GET /api/user/documents/${DOCUMENT_ID}/spv`]: () => jsonResponse(200, { results: [rejected] }),
    });
    renderApp(`/documents/${DOCUMENT_ID}`);
  };
  const messages = async () => within(await screen.findByRole('list', { name: "ANAF's messages" }, { timeout: 15_000 }));

  it("says each message in words with ANAF's own, and Fix shows it at the field with the cursor there", async () => {
    open();
    const list = await messages();
    expect(list.getByText("The customer's name is missing.")).toBeTruthy();
    expect(list.getByText('ANAF: An Invoice shall contain the Buyer name (BT-44). (BR-07)')).toBeTruthy();
    // A message we know no rule for: ANAF's text as it is, and nothing to click.
    expect(list.getByText(UNKNOWN)).toBeTruthy();
    expect(list.getAllByRole('button', { name: /^Fix/ })).toHaveLength(2);

    await userEvent.setup().click(list.getByRole('button', { name: "Fix: The customer's name is missing." }));
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}?mode=edit`));
    const input = await screen.findByLabelText<HTMLInputElement>(/Client name/);
    expect(input.value).toBe('Ștefan Popescu');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Rejected by ANAF: The customer's name is missing.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));
  }, 30_000);

  it("opens the line's step at the quantity of the line ANAF's XPath names", async () => {
    open();
    const list = await messages();
    expect(list.getByText("A line's quantity is missing or wrong. (line 1)")).toBeTruthy();
    await userEvent.setup().click(list.getByRole('button', { name: "Fix: A line's quantity is missing or wrong. (line 1)" }));
    const message = await screen.findByText("Rejected by ANAF: A line's quantity is missing or wrong. (line 1)");
    const quantity = document.getElementById('parts.items[0].qty');
    expect(quantity).not.toBeNull();
    expect(quantity?.getAttribute('aria-invalid')).toBe('true');
    expect(message).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  }, 30_000);
});
