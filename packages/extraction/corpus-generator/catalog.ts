/** Who sells what, to whom, at which tax rates: the pools the generator draws from. */
import type { LocaleCode } from './locales';

export const VENDORS: Record<
  string,
  { name: string; street: string; city: string; domain: string }[]
> = {
  en: [
    {
      name: 'Acme Office Supply Co.',
      street: '1200 Industrial Pkwy',
      city: 'Dayton, OH 45402',
      domain: 'acmeoffice.com',
    },
    {
      name: 'Bluebird Logistics LLC',
      street: '88 Harbor Blvd',
      city: 'Long Beach, CA 90802',
      domain: 'bluebirdlogistics.com',
    },
    {
      name: 'Cedar & Pine Consulting',
      street: '410 Elm Street',
      city: 'Portland, OR 97204',
      domain: 'cedarpine.io',
    },
    {
      name: 'Granite Peak Software Inc.',
      street: '77 Summit Ave',
      city: 'Denver, CO 80202',
      domain: 'granitepeak.dev',
    },
    {
      name: 'Harbourside Catering Ltd',
      street: '3 Quay Street',
      city: 'Bristol BS1 4DB',
      domain: 'harboursidecatering.co.uk',
    },
    {
      name: 'Maple Leaf Printing Corp.',
      street: '250 King St W',
      city: 'Toronto, ON M5V 1J2',
      domain: 'mapleleafprint.ca',
    },
    {
      name: 'Redwood Facilities Services',
      street: '9 Forest Lane',
      city: 'Austin, TX 78701',
      domain: 'redwoodfs.com',
    },
    {
      name: 'Silverline Telecom Ltd',
      street: '21 Canary Wharf',
      city: 'London E14 5AB',
      domain: 'silverline-telecom.co.uk',
    },
  ],
  de: [
    {
      name: 'Müller & Söhne GmbH',
      street: 'Industriestraße 45',
      city: '70565 Stuttgart',
      domain: 'mueller-soehne.de',
    },
    {
      name: 'Brandt Elektrotechnik KG',
      street: 'Am Hafen 7',
      city: '28217 Bremen',
      domain: 'brandt-elektro.de',
    },
    {
      name: 'Nordlicht Software AG',
      street: 'Kaiserallee 112',
      city: '76133 Karlsruhe',
      domain: 'nordlicht-software.de',
    },
  ],
  fr: [
    {
      name: 'Atelier Dubois SARL',
      street: '14 rue des Lilas',
      city: '69003 Lyon',
      domain: 'atelier-dubois.fr',
    },
    {
      name: 'Société Lumière SAS',
      street: '8 avenue Foch',
      city: '75116 Paris',
      domain: 'lumiere-sas.fr',
    },
  ],
  nl: [
    {
      name: 'Van Dijk Installatietechniek B.V.',
      street: 'Keizersgracht 221',
      city: '1016 DV Amsterdam',
      domain: 'vandijk-installatie.nl',
    },
    {
      name: 'Tulp Digitale Diensten BV',
      street: 'Stationsplein 3',
      city: '3511 ED Utrecht',
      domain: 'tulpdigitaal.nl',
    },
  ],
  es: [
    {
      name: 'Construcciones Ibérica S.L.',
      street: 'Calle Mayor 18',
      city: '28013 Madrid',
      domain: 'iberica-construcciones.es',
    },
    {
      name: 'Soluciones Mediterráneo S.A.',
      street: 'Avinguda Diagonal 455',
      city: '08036 Barcelona',
      domain: 'solmed.es',
    },
  ],
};

export const ITEMS: Record<string, string[]> = {
  en: [
    'Consulting services',
    'Printer paper, A4, 5 reams',
    'Monthly software subscription',
    'On-site support (hours)',
    'Freight: pallet delivery',
    'Catering for team offsite',
    'Laptop docking station',
    'Network switch 24-port',
    'Cleaning services - March',
    'Design workshop',
  ],
  de: [
    'Beratungsleistung',
    'Wartung Heizungsanlage',
    'Softwarelizenz (Jahresabo)',
    'Montage vor Ort',
    'Kabel und Kleinmaterial',
    'Schulung Mitarbeiter',
  ],
  fr: [
    'Prestation de conseil',
    'Maintenance annuelle',
    'Fournitures de bureau',
    'Installation sur site',
    'Formation du personnel',
  ],
  nl: [
    'Installatiewerkzaamheden',
    'Onderhoudscontract',
    'Licentie software',
    'Voorrijkosten',
    'Advieswerk',
  ],
  es: [
    'Servicios de consultoría',
    'Material de oficina',
    'Mantenimiento mensual',
    'Instalación en obra',
    'Transporte',
  ],
};

export const PEOPLE = [
  'Jane Cooper',
  'Marcus Lee',
  'Priya Natarajan',
  'Tom Becker',
  'Sofia Rossi',
  'Liam Walsh',
];

export const TAX_RATES: Record<LocaleCode, string[]> = {
  'en-US': ['0', '0.0825', '0.07'],
  'en-GB': ['0.20'],
  'en-CA': ['0.13', '0.05'],
  'de-DE': ['0.19'],
  'fr-FR': ['0.20'],
  'nl-NL': ['0.21'],
  'es-ES': ['0.21'],
};
