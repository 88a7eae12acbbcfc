import type { Entity } from '../entities/entity-rows.js';

/** Writes one row of an entity, as the seed does every row (through the entity repository). */
export type CreateEntity = (entity: string, body: Record<string, unknown>) => Promise<Entity>;

/** The templates the demonstration's pages are laid out on. */
export interface DemoTemplates {
  wide: Entity;
  grid: Entity;
}

/** What the page tree is written with: a page, and a widget on a page of a type named by its configuration schema. */
interface PageWriter {
  page(body: Record<string, unknown>): Promise<Entity>;
  widget(pageId: number, title: Record<string, string>, type: string, conf: Record<string, unknown>, extra?: Record<string, unknown>): Promise<number>;
}

// Page names carry their translations: the navigation shows each in the visitor's language.
const WELCOME = { en: 'Welcome', it: 'Benvenuti', fr: 'Bienvenue', es: 'Bienvenida', de: 'Willkommen' };
const CONTACTS = { en: 'Contacts', it: 'Contatti', fr: 'Contacts', es: 'Contactos', de: 'Kontakt' };
const DOCUMENTS = { en: 'Documents', it: 'Documenti', fr: 'Documents', es: 'Documentos', de: 'Dokumente' };
const INVOICES = { en: 'Invoices', it: 'Fatture', fr: 'Factures', es: 'Facturas', de: 'Rechnungen' };
const CONTRACTS = { en: 'Contracts', it: 'Contratti', fr: 'Contrats', es: 'Contratos', de: 'Verträge' };
const READ_A_CONTRACT = { en: 'Read a contract', it: 'Leggi un contratto', fr: 'Lire un contrat', es: 'Leer un contrato', de: 'Einen Vertrag lesen' };
const HR_REQUESTS = { en: 'HR requests', it: 'Richieste HR', fr: 'Demandes RH', es: 'Solicitudes de RR. HH.', de: 'Personalanträge' };
const SIGNATURES = { en: 'Signatures', it: 'Firme', fr: 'Signatures', es: 'Firmas', de: 'Unterschriften' };
const MANAGEMENT = { en: 'Management', it: 'Direzione', fr: 'Direction', es: 'Dirección', de: 'Geschäftsleitung' };
// Widget titles carry theirs too, as page names do.
const TITLES = {
  about: { en: 'About this portal', it: 'Informazioni sul portale', fr: 'À propos de ce portail', es: 'Acerca de este portal', de: 'Über dieses Portal' },
  links: { en: 'Useful links', it: 'Link utili', fr: 'Liens utiles', es: 'Enlaces útiles', de: 'Nützliche Links' },
  publicContracts: { en: 'Public contracts', it: 'Contratti pubblici', fr: 'Contrats publics', es: 'Contratos públicos', de: 'Öffentliche Verträge' },
  contactUs: { en: 'Contact us', it: 'Contattaci', fr: 'Contactez-nous', es: 'Contáctenos', de: 'Kontaktieren Sie uns' },
  invoice: { en: 'Invoice', it: 'Fattura', fr: 'Facture', es: 'Factura', de: 'Rechnung' },
  attachments: { en: 'Attachments', it: 'Allegati', fr: 'Pièces jointes', es: 'Adjuntos', de: 'Anhänge' },
  invoicePreview: { en: 'Invoice preview', it: 'Anteprima della fattura', fr: 'Aperçu de la facture', es: 'Vista previa de la factura', de: 'Rechnungsvorschau' },
  editContract: { en: 'Edit contract', it: 'Modifica contratto', fr: 'Modifier le contrat', es: 'Editar contrato', de: 'Vertrag bearbeiten' },
  newHrRequest: { en: 'New HR request', it: 'Nuova richiesta HR', fr: 'Nouvelle demande RH', es: 'Nueva solicitud de RR. HH.', de: 'Neuer Personalantrag' },
  formsAndPolicies: { en: 'Forms and policies', it: 'Moduli e regolamenti', fr: 'Formulaires et règlements', es: 'Formularios y políticas', de: 'Formulare und Richtlinien' },
  forAdministrators: { en: 'For administrators', it: 'Per gli amministratori', fr: 'Pour les administrateurs', es: 'Para administradores', de: 'Für Administratoren' },
  contract: { en: 'Contract', it: 'Contratto', fr: 'Contrat', es: 'Contrato', de: 'Vertrag' },
  contractsToRead: { en: 'Contracts to read', it: 'Contratti da leggere', fr: 'Contrats à lire', es: 'Contratos para leer', de: 'Verträge zum Lesen' },
  awaitingMySignature: { en: 'Awaiting my signature', it: 'In attesa della mia firma', fr: 'En attente de ma signature', es: 'Pendientes de mi firma', de: 'Wartet auf meine Unterschrift' },
  sentForSignature: { en: 'Sent for signature', it: 'Inviati per la firma', fr: 'Envoyés pour signature', es: 'Enviados para firmar', de: 'Zur Unterschrift gesendet' },
  documentToSign: { en: 'Document to sign', it: 'Documento da firmare', fr: 'Document à signer', es: 'Documento para firmar', de: 'Zu unterschreibendes Dokument' },
  disputedInvoices: { en: 'Disputed invoices', it: 'Fatture contestate', fr: 'Factures contestées', es: 'Facturas impugnadas', de: 'Strittige Rechnungen' },
};
const ABOUT_HTML = {
  en: '<h2>Welcome to the Portico demonstration portal</h2><p>Browse the public contracts below, or <a href="#contacts">send us a request</a>. Staff sign in to work on invoices, contracts and HR requests.</p>',
  it: '<h2>Benvenuti nel portale dimostrativo Portico</h2><p>Consultate i contratti pubblici qui sotto, oppure <a href="#contacts">inviateci una richiesta</a>. Il personale accede per lavorare su fatture, contratti e richieste HR.</p>',
  fr: '<h2>Bienvenue sur le portail de démonstration Portico</h2><p>Consultez les contrats publics ci-dessous, ou <a href="#contacts">envoyez-nous une demande</a>. Le personnel se connecte pour traiter factures, contrats et demandes RH.</p>',
  es: '<h2>Bienvenido al portal de demostración Portico</h2><p>Consulte los contratos públicos abajo, o <a href="#contacts">envíenos una solicitud</a>. El personal inicia sesión para trabajar con facturas, contratos y solicitudes de RR. HH.</p>',
  de: '<h2>Willkommen im Portico-Demoportal</h2><p>Sehen Sie sich unten die öffentlichen Verträge an oder <a href="#contacts">schreiben Sie uns</a>. Mitarbeitende melden sich an, um Rechnungen, Verträge und Personalanträge zu bearbeiten.</p>',
};
/** A widget's place on its page's grid, as its configuration holds it. */
const at = (x: number, y: number, w: number, h: number) => ({ layout: { x, y, w, h } });

/**
 * The demonstration's page tree with its widgets: the public pages, then the private ones, always
 * written in the same order, so that every new portal gives them the same ids.
 */
export async function seedPages(create: CreateEntity, types: Record<string, number>, templates: DemoTemplates): Promise<void> {
  const writer: PageWriter = {
    page: (body) => create('page', { type: 'PAGE', ...body }),
    widget: async (pageId, title, type, conf, extra = {}) =>
      (await create('widget', { title: JSON.stringify(title), conf: JSON.stringify(conf), page: { id: pageId }, type: { id: types[type] }, ...extra })).id,
  };
  await seedPublicPages(writer, templates);
  await seedPrivatePages(writer, templates);
}

/** Public pages: what guests may do (read contracts, send a contact request). */
async function seedPublicPages({ page, widget }: PageWriter, { wide }: DemoTemplates): Promise<void> {
  const home = await page({ name: JSON.stringify(WELCOME), urlTitle: 'Welcome', path: 'welcome', scope: 'PUBLIC', index: 0, template: { id: wide.id } });
  const contacts = await page({ name: JSON.stringify(CONTACTS), urlTitle: 'Contacts', path: 'contacts', scope: 'PUBLIC', index: 1, template: { id: wide.id } });
  const readContract = await page({ name: JSON.stringify(READ_A_CONTRACT), urlTitle: 'Read a contract', path: 'read-a-contract', scope: 'PUBLIC', index: 2, template: { id: wide.id } });
  await widget(home.id, TITLES.about, 'rich-text', { ...at(0, 0, 7, 5), html: ABOUT_HTML });
  await widget(home.id, TITLES.links, 'links', {
    ...at(7, 0, 5, 5),
    links: [
      { label: { en: 'Send us a request', it: 'Inviaci una richiesta', fr: 'Envoyez-nous une demande', es: 'Envíenos una solicitud', de: 'Schreiben Sie uns' }, url: '#contacts' },
      { label: { en: 'About the portal software', it: 'Informazioni sul software del portale', fr: 'À propos du logiciel du portail', es: 'Acerca del software del portal', de: 'Über die Portalsoftware' }, url: 'https://example.org/portico' },
    ],
  });
  await widget(home.id, TITLES.publicContracts, 'document-list', {
    ...at(0, 5, 12, 11),
    fam: 'contracts',
    columns: [1, 2, 3, 4, 5],
    search: [{ field: 2 }, { field: 4, range: true }],
    order: 4,
    asc: false,
    pageSize: 10,
    actions: ['details', 'export'],
  });
  // A guest reads the contract chosen in the viewer, read-only: no drawing, saving or signing.
  const contractsToRead = await widget(readContract.id, TITLES.contractsToRead, 'document-list', {
    ...at(0, 0, 12, 8),
    fam: 'contracts',
    columns: [1, 2],
    order: 4,
    asc: false,
    pageSize: 5,
    actions: [],
  });
  await widget(readContract.id, TITLES.contract, 'pdf-viewer', { ...at(0, 8, 12, 16), document: `{W_${contractsToRead}.fidd}`, readOnly: true, signing: false });
  await widget(contacts.id, TITLES.contactUs, 'document-form', {
    ...at(0, 0, 8, 12),
    fam: 'contact-requests',
    fields: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }],
    file: 'optional',
    library: false,
    submitLabel: { en: 'Send', it: 'Invia', fr: 'Envoyer', es: 'Enviar', de: 'Senden' },
    successMessage: { en: 'Thank you: we will answer within two working days.', it: 'Grazie: risponderemo entro due giorni lavorativi.', fr: 'Merci : nous répondrons sous deux jours ouvrés.', es: 'Gracias: responderemos en dos días laborables.', de: 'Danke: Wir antworten innerhalb von zwei Arbeitstagen.' },
  });
}

/**
 * Private pages: invoices with a list, the selected invoice's details and attachments; contracts; HR
 * requests; a page for administrators; the signed-in person's signatures.
 */
async function seedPrivatePages(writer: PageWriter, { wide, grid }: DemoTemplates): Promise<void> {
  const { page } = writer;
  // A folder: it opens nothing itself, the navigation opens and closes it.
  const docs = await page({ name: JSON.stringify(DOCUMENTS), urlTitle: 'Documents', scope: 'PRIVATE', index: 0, template: { id: grid.id } });
  const invoices = await page({ name: JSON.stringify(INVOICES), urlTitle: 'Invoices', path: 'invoices', scope: 'PRIVATE', index: 0, parent: { id: docs.id }, template: { id: grid.id } });
  const contracts = await page({ name: JSON.stringify(CONTRACTS), urlTitle: 'Contracts', path: 'contracts', scope: 'PRIVATE', index: 1, parent: { id: docs.id }, template: { id: grid.id } });
  const hr = await page({ name: JSON.stringify(HR_REQUESTS), urlTitle: 'HR requests', path: 'hr-requests', scope: 'PRIVATE', index: 2, parent: { id: docs.id }, template: { id: wide.id } });
  await page({ name: 'Help', type: 'LINK', link: 'https://example.org/help', scope: 'PRIVATE', index: 1 });
  // Only administrators pass its check: the demonstration user never sees it.
  const board = await page({
    name: JSON.stringify(MANAGEMENT),
    urlTitle: 'Management',
    path: 'management',
    scope: 'PRIVATE',
    index: 2,
    template: { id: wide.id },
    permissionChecks: '"ROLE_ADMIN" in user.roles',
  });
  // Written after the others, so that the pages and widgets before it keep their ids.
  const signatures = await page({ name: JSON.stringify(SIGNATURES), urlTitle: 'Signatures', path: 'signatures', scope: 'PRIVATE', index: 3, template: { id: wide.id } });
  await seedInvoiceWidgets(writer, invoices.id);
  await seedContractWidgets(writer, contracts.id);
  await seedHrWidgets(writer, hr.id);
  await seedManagementWidgets(writer, board.id);
  await seedSignatureWidgets(writer, signatures.id);
}

async function seedInvoiceWidgets({ widget }: PageWriter, invoices: number): Promise<void> {
  const invoiceList = await widget(invoices, INVOICES, 'document-list', {
    ...at(0, 0, 8, 12),
    fam: 'invoices',
    columns: [1, 2, 3, 5, 6],
    // A phone shows the number and the status.
    phoneColumns: [1, 6],
    search: [{ field: 1 }, { field: 2 }, { field: 3, range: true }, { field: 6 }],
    order: 3,
    asc: false,
    actions: ['details', 'create', 'edit', 'delete', 'export', 'share'],
    selection: 'multiple',
    form: { fields: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }, { id: 7 }, { id: 8 }], file: 'optional', library: true },
  });
  await widget(invoices, TITLES.invoice, 'document-detail', { ...at(8, 0, 4, 7), fam: 'invoices', document: `{W_${invoiceList}.fidd}` });
  await widget(invoices, TITLES.attachments, 'attachments', { ...at(8, 7, 4, 5), document: `{W_${invoiceList}.fidd}` });
  await widget(invoices, TITLES.invoicePreview, 'pdf-viewer', { ...at(0, 12, 12, 16), document: `{W_${invoiceList}.fidd}` });
}

async function seedContractWidgets({ widget }: PageWriter, contracts: number): Promise<void> {
  const contractList = await widget(contracts, CONTRACTS, 'document-list', {
    ...at(0, 0, 7, 12),
    fam: 'contracts',
    columns: [1, 2, 3, 4, 5, 6],
    search: [{ field: 2 }, { field: 3 }, { field: 6, range: true }],
    // Those who may update contracts ask for signatures and follow them from a row.
    actions: ['details', 'export', 'sign'],
  });
  await widget(contracts, TITLES.editContract, 'document-form', {
    ...at(7, 0, 5, 12),
    fam: 'contracts',
    document: `{W_${contractList}.fidd}`,
    fields: [{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }, { id: 7 }, { id: 8, default: '{USER.login}' }],
    file: 'optional',
  });
  // The selected contract in the viewer: `user` approves its boxes, asks for a one-time password and signs.
  await widget(contracts, TITLES.contract, 'pdf-viewer', { ...at(0, 12, 12, 16), document: `{W_${contractList}.fidd}` });
}

async function seedHrWidgets({ widget }: PageWriter, hr: number): Promise<void> {
  await widget(hr, TITLES.newHrRequest, 'document-form', {
    ...at(0, 0, 5, 13),
    fam: 'hr-requests',
    fields: [
      { id: 1, default: '{USER.firstName} {USER.lastName}' },
      { id: 7 },
      { id: 2 },
      // The reasons offered depend on the request type chosen above.
      { id: 8, options: { list: 'hr-request-reasons', filter: { f: [1], o: ['like'], v1: ['{DEPS_2}'] } } },
      { id: 3 },
      { id: 4 },
      { id: 5 },
    ],
    file: 'none',
  });
  await widget(hr, TITLES.formsAndPolicies, 'links', {
    ...at(0, 13, 5, 4),
    links: [
      { label: { en: 'Holiday request form (PDF)', it: 'Modulo richiesta ferie (PDF)', fr: 'Formulaire de demande de congés (PDF)', es: 'Formulario de vacaciones (PDF)', de: 'Urlaubsantrag (PDF)' }, libraryDocument: 1 },
      { label: { en: 'Expense policy', it: 'Politica dei rimborsi', fr: 'Politique de remboursement', es: 'Política de gastos', de: 'Spesenrichtlinie' }, libraryDocument: 3 },
    ],
  });
  await widget(hr, HR_REQUESTS, 'document-list', {
    ...at(5, 0, 7, 13),
    fam: 'hr-requests',
    columns: [1, 2, 3, 4, 6],
    search: [{ field: 1 }, { field: 2 }, { field: 3, range: true }],
    actions: ['details', 'edit', 'delete', 'export'],
    form: { fields: [{ id: 1 }, { id: 7 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }, { id: 8 }], file: 'none' },
  });
}

async function seedManagementWidgets({ widget }: PageWriter, board: number): Promise<void> {
  await widget(board, TITLES.forAdministrators, 'rich-text', {
    ...at(0, 0, 12, 4),
    html: { en: '<p>This page is shown to administrators only: its permission check is <code>"ROLE_ADMIN" in user.roles</code>.</p>', it: '<p>Questa pagina è visibile solo agli amministratori.</p>', fr: '<p>Cette page n’est montrée qu’aux administrateurs.</p>', es: '<p>Esta página solo la ven los administradores.</p>', de: '<p>Diese Seite sehen nur Administratoren.</p>' },
  });
  await widget(board, TITLES.disputedInvoices, 'document-list', {
    ...at(0, 4, 12, 10),
    fam: 'invoices',
    columns: [1, 2, 3, 5, 8],
    // A list field is filtered on its entry's id with '=' (4: Disputed).
    filter: { f: [6], o: ['='], v1: [4] },
    actions: ['details', 'export'],
  });
}

/** What awaits the visitor's signature, with the document chosen open beside it to be signed; below, the requests they asked. */
async function seedSignatureWidgets({ widget }: PageWriter, signatures: number): Promise<void> {
  const awaiting = await widget(signatures, TITLES.awaitingMySignature, 'signature-inbox', { ...at(0, 0, 6, 10), pageSize: 10 });
  await widget(signatures, TITLES.documentToSign, 'pdf-viewer', { ...at(6, 0, 6, 20), document: `{W_${awaiting}.fidd}` });
  await widget(signatures, TITLES.sentForSignature, 'signature-requests', { ...at(0, 10, 6, 10), pageSize: 10 });
}
