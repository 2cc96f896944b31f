import { create } from 'xmlbuilder2';

/**
 * The child sequences of the UBL 2.1 schema (UBL-Invoice-2.1.xsd, UBL-CommonAggregateComponents-2.1.xsd)
 * for every element we write children into, in the schema's order. Only the elements of each
 * sequence matter here; elements we never write are kept so the order between the ones we do is
 * the schema's. An element's type decides its sequence (PostalAddress is an AddressType...).
 */
const ADDRESS = ['ID', 'AddressTypeCode', 'AddressFormatCode', 'Postbox', 'Floor', 'Room', 'StreetName', 'AdditionalStreetName', 'BlockName', 'BuildingName', 'BuildingNumber', 'InhouseMail', 'Department', 'MarkAttention', 'MarkCare', 'PlotIdentification', 'CitySubdivisionName', 'CityName', 'PostalZone', 'CountrySubentity', 'CountrySubentityCode', 'Region', 'District', 'TimezoneOffset', 'AddressLine', 'Country', 'LocationCoordinate'];
const TAX_CATEGORY = ['ID', 'Name', 'Percent', 'BaseUnitMeasure', 'PerUnitAmount', 'TaxExemptionReasonCode', 'TaxExemptionReason', 'TierRange', 'TierRatePercent', 'TaxScheme'];
const DOCUMENT_REFERENCE = ['ID', 'CopyIndicator', 'UUID', 'IssueDate', 'IssueTime', 'DocumentTypeCode', 'DocumentType', 'XPath', 'LanguageID', 'LocaleCode', 'VersionID', 'DocumentStatusCode', 'DocumentDescription', 'Attachment', 'ValidityPeriod', 'IssuerParty', 'ResultOfVerification'];

export const UBL_SEQUENCES: Record<string, readonly string[]> = {
  Invoice: [
    'UBLExtensions', 'UBLVersionID', 'CustomizationID', 'ProfileID', 'ProfileExecutionID', 'ID', 'CopyIndicator', 'UUID', 'IssueDate', 'IssueTime', 'DueDate',
    'InvoiceTypeCode', 'Note', 'TaxPointDate', 'DocumentCurrencyCode', 'TaxCurrencyCode', 'PricingCurrencyCode', 'PaymentCurrencyCode', 'PaymentAlternativeCurrencyCode',
    'AccountingCostCode', 'AccountingCost', 'LineCountNumeric', 'BuyerReference', 'InvoicePeriod', 'OrderReference', 'BillingReference', 'DespatchDocumentReference',
    'ReceiptDocumentReference', 'StatementDocumentReference', 'OriginatorDocumentReference', 'ContractDocumentReference', 'AdditionalDocumentReference', 'ProjectReference',
    'Signature', 'AccountingSupplierParty', 'AccountingCustomerParty', 'PayeeParty', 'BuyerCustomerParty', 'SellerSupplierParty', 'TaxRepresentativeParty', 'Delivery',
    'DeliveryTerms', 'PaymentMeans', 'PaymentTerms', 'PrepaidPayment', 'AllowanceCharge', 'TaxExchangeRate', 'PricingExchangeRate', 'PaymentExchangeRate',
    'PaymentAlternativeExchangeRate', 'TaxTotal', 'WithholdingTaxTotal', 'LegalMonetaryTotal', 'InvoiceLine',
  ],
  BillingReference: ['InvoiceDocumentReference', 'SelfBilledInvoiceDocumentReference', 'CreditNoteDocumentReference', 'SelfBilledCreditNoteDocumentReference', 'DebitNoteDocumentReference', 'ReminderDocumentReference', 'AdditionalDocumentReference', 'BillingReferenceLine'],
  InvoiceDocumentReference: DOCUMENT_REFERENCE,
  AccountingSupplierParty: ['CustomerAssignedAccountID', 'AdditionalAccountID', 'DataSendingCapability', 'Party', 'DespatchContact', 'AccountingContact', 'SellerContact'],
  AccountingCustomerParty: ['CustomerAssignedAccountID', 'SupplierAssignedAccountID', 'AdditionalAccountID', 'Party', 'DeliveryContact', 'AccountingContact', 'BuyerContact'],
  Party: [
    'MarkCareIndicator', 'MarkAttentionIndicator', 'WebsiteURI', 'LogoReferenceID', 'EndpointID', 'IndustryClassificationCode', 'PartyIdentification', 'PartyName', 'Language',
    'PostalAddress', 'PhysicalLocation', 'PartyTaxScheme', 'PartyLegalEntity', 'Contact', 'Person', 'AgentParty', 'ServiceProviderParty', 'PowerOfAttorney', 'FinancialAccount',
  ],
  PostalAddress: ADDRESS,
  Country: ['IdentificationCode', 'Name'],
  PartyTaxScheme: ['RegistrationName', 'CompanyID', 'TaxLevelCode', 'ExemptionReasonCode', 'ExemptionReason', 'RegistrationAddress', 'TaxScheme'],
  TaxScheme: ['ID', 'Name', 'TaxTypeCode', 'CurrencyCode', 'JurisdictionRegionAddress'],
  PartyLegalEntity: ['RegistrationName', 'CompanyID', 'RegistrationDate', 'RegistrationExpirationDate', 'CompanyLegalFormCode', 'CompanyLegalForm', 'SoleProprietorshipIndicator', 'CompanyLiquidationStatusCode', 'CorporateStockAmount', 'FullyPaidSharesIndicator', 'RegistrationAddress', 'CorporateRegistrationScheme', 'HeadOfficeParty', 'ShareholderParty'],
  Contact: ['ID', 'Name', 'Telephone', 'Telefax', 'ElectronicMail', 'Note', 'OtherCommunication'],
  Delivery: ['ID', 'Quantity', 'MinimumQuantity', 'MaximumQuantity', 'ActualDeliveryDate', 'ActualDeliveryTime', 'LatestDeliveryDate', 'LatestDeliveryTime', 'ReleaseID', 'TrackingID', 'DeliveryAddress', 'DeliveryLocation'],
  PaymentMeans: ['ID', 'PaymentMeansCode', 'PaymentDueDate', 'PaymentChannelCode', 'InstructionID', 'InstructionNote', 'PaymentID', 'CardAccount', 'PayerFinancialAccount', 'PayeeFinancialAccount', 'CreditAccount', 'PaymentMandate', 'TradeFinancing'],
  PayeeFinancialAccount: ['ID', 'Name', 'AliasName', 'AccountTypeCode', 'AccountFormatCode', 'CurrencyCode', 'PaymentNote', 'FinancialInstitutionBranch', 'Country'],
  TaxTotal: ['TaxAmount', 'RoundingAmount', 'TaxEvidenceIndicator', 'TaxIncludedIndicator', 'TaxSubtotal'],
  TaxSubtotal: ['TaxableAmount', 'TaxAmount', 'CalculationSequenceNumeric', 'TransactionCurrencyTaxAmount', 'Percent', 'BaseUnitMeasure', 'PerUnitAmount', 'TierRange', 'TierRatePercent', 'TaxCategory'],
  TaxCategory: TAX_CATEGORY,
  ClassifiedTaxCategory: TAX_CATEGORY,
  LegalMonetaryTotal: ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'AllowanceTotalAmount', 'ChargeTotalAmount', 'PrepaidAmount', 'PayableRoundingAmount', 'PayableAmount', 'PayableAlternativeAmount'],
  InvoiceLine: [
    'ID', 'UUID', 'Note', 'InvoicedQuantity', 'LineExtensionAmount', 'TaxPointDate', 'AccountingCostCode', 'AccountingCost', 'PaymentPurposeCode', 'FreeOfChargeIndicator', 'InvoicePeriod',
    'OrderLineReference', 'DespatchLineReference', 'ReceiptLineReference', 'BillingReference', 'DocumentReference', 'PricingReference', 'OriginatorParty', 'Delivery', 'PaymentTerms',
    'AllowanceCharge', 'TaxTotal', 'WithholdingTaxTotal', 'Item', 'Price', 'DeliveryTerms', 'SubInvoiceLine', 'ItemPriceExtension',
  ],
  AllowanceCharge: ['ID', 'ChargeIndicator', 'AllowanceChargeReasonCode', 'AllowanceChargeReason', 'MultiplierFactorNumeric', 'PrepaidIndicator', 'SequenceNumeric', 'Amount', 'BaseAmount', 'AccountingCostCode', 'AccountingCost', 'PerUnitAmount', 'TaxCategory', 'TaxTotal', 'PaymentMeans'],
  Item: [
    'Description', 'PackQuantity', 'PackSizeNumeric', 'CatalogueIndicator', 'Name', 'HazardousRiskIndicator', 'AdditionalInformation', 'Keyword', 'BrandName', 'ModelName',
    'BuyersItemIdentification', 'SellersItemIdentification', 'ManufacturersItemIdentification', 'StandardItemIdentification', 'CatalogueItemIdentification', 'AdditionalItemIdentification',
    'CatalogueDocumentReference', 'ItemSpecificationDocumentReference', 'OriginCountry', 'CommodityClassification', 'TransactionConditions', 'HazardousItem', 'ClassifiedTaxCategory',
    'AdditionalItemProperty', 'ManufacturerParty', 'InformationContentProviderParty', 'OriginAddress', 'ItemInstance', 'Certificate', 'Dimension',
  ],
  SellersItemIdentification: ['ID', 'ExtendedID', 'BarcodeSymbologyID', 'PhysicalAttribute', 'MeasurementDimension', 'IssuerParty'],
  Price: ['PriceAmount', 'BaseQuantity', 'PriceChangeReason', 'PriceTypeCode', 'PriceType', 'OrderableUnitFactorRate', 'ValidityPeriod', 'PriceList', 'AllowanceCharge', 'PricingExchangeRate'],
};

/** The only elements that may appear more than once in a row among those we write (maxOccurs unbounded). */
const REPEATABLE = new Set(['Note', 'InvoiceLine', 'TaxTotal', 'TaxSubtotal', 'PartyTaxScheme', 'AllowanceCharge', 'PaymentMeans', 'BillingReference', 'Description']);

type DomNode = { nodeType: number; localName: string | null; childNodes: ArrayLike<DomNode> };

/**
 * Where the XML leaves the schema's order: each element whose children are out of sequence,
 * unknown to its sequence, or repeated where the schema allows one. Empty when the order is right.
 */
export const orderProblems = (xml: string): string[] => {
  const problems: string[] = [];
  const root = create(xml).root().node as unknown as DomNode;
  const walk = (node: DomNode, path: string) => {
    const name = node.localName ?? '';
    const children = Array.from(node.childNodes).filter((child) => child.nodeType === 1);
    const sequence = UBL_SEQUENCES[name];
    if (!sequence && children.length > 0) problems.push(`${path}: no UBL sequence known for ${name}`);
    if (sequence && children.length > 0) {
      let last = -1;
      let lastName = '';
      for (const child of children) {
        const childName = child.localName ?? '';
        const at = sequence.indexOf(childName);
        if (at < 0) problems.push(`${path}: ${childName} is not a child of ${name}`);
        else if (at < last) problems.push(`${path}: ${childName} comes after ${lastName}`);
        else if (at === last && !REPEATABLE.has(childName)) problems.push(`${path}: ${childName} repeated`);
        if (at >= 0) {
          last = at;
          lastName = childName;
        }
      }
    }
    for (const child of children) walk(child, `${path}/${child.localName ?? ''}`);
  };
  walk(root, `/${root.localName ?? ''}`);
  return problems;
};
