/**
 * Kinds of supplier a mid-sized company buys from, with the lines their bills carry and the
 * account each kind of line is usually booked to. Templates fill `{month}`, `{n}`, `{code}`,
 * `{site}`, `{who}` and `{word}` slots, so no two bills read quite alike. `months` limits a
 * seasonal line to those months (1-12); `yearly` makes it appear about once a year.
 */
export type ItemKind = {
  templates: string[];
  /** Accounts this kind of line may be booked to; each organisation settles on one. */
  accounts: string[];
  cents: [number, number];
  weight: number;
  months?: number[];
  yearly?: boolean;
};

export type Archetype = { name: string; billsPerYear: [number, number]; items: ItemKind[] };

const item = (
  templates: string[],
  accounts: string[],
  cents: [number, number],
  weight = 1,
  extra: Partial<ItemKind> = {},
): ItemKind => ({ templates, accounts, cents, weight, ...extra });

export const ARCHETYPES: Archetype[] = [
  {
    name: 'software',
    billsPerYear: [10, 12],
    items: [
      item(
        [
          '{word} plan subscription - {month}',
          '{word} seats x{n}',
          'Subscription {word} tier, {month} {year}',
          'User licenses ({n})',
        ],
        ['6100 Software & Subscriptions'],
        [4_000, 250_000],
        5,
      ),
      item(
        ['Premium support', 'Support add-on {month}', 'Priority support plan'],
        ['6100 Software & Subscriptions'],
        [5_000, 60_000],
        1,
      ),
      item(
        [
          'Implementation services',
          'Onboarding & training session',
          'Professional services - data migration',
        ],
        ['6500 Professional Fees', '6100 Software & Subscriptions'],
        [50_000, 600_000],
        0.4,
      ),
      item(
        ['Annual license renewal {year}', 'Annual subscription renewal'],
        ['6100 Software & Subscriptions', '1400 Prepaid Expenses'],
        [200_000, 2_000_000],
        0.3,
        { yearly: true },
      ),
    ],
  },
  {
    name: 'cloud',
    billsPerYear: [12, 12],
    items: [
      item(
        [
          'Compute usage {month} {year}',
          'EC2 instances {month}',
          'Virtual machines - usage period {month}',
        ],
        ['6150 Hosting & Cloud'],
        [30_000, 900_000],
        4,
      ),
      item(
        ['Object storage {n} TB', 'Block storage volumes', 'Backup storage {month}'],
        ['6150 Hosting & Cloud'],
        [5_000, 120_000],
        2,
      ),
      item(
        ['Data transfer out', 'CDN bandwidth {month}', 'Network egress'],
        ['6150 Hosting & Cloud'],
        [2_000, 80_000],
        1.5,
      ),
      item(
        ['Business support plan', 'Developer support'],
        ['6150 Hosting & Cloud', '6100 Software & Subscriptions'],
        [10_000, 90_000],
        0.8,
      ),
    ],
  },
  {
    name: 'office supplies',
    billsPerYear: [6, 14],
    items: [
      item(
        ['Copy paper, {n} reams', 'Printer paper letter size x{n}', 'Paper {code} 8.5x11'],
        ['6400 Office Supplies'],
        [3_000, 25_000],
        3,
      ),
      item(
        ['Toner cartridge {code}', 'Ink cartridges black/color', 'Laser toner {code} high yield'],
        ['6400 Office Supplies'],
        [4_000, 40_000],
        2,
      ),
      item(
        [
          'Pens & markers assortment',
          'Sticky notes {n} pack',
          'File folders, letter',
          'Binder clips & staples',
        ],
        ['6400 Office Supplies'],
        [500, 8_000],
        3,
      ),
      item(
        [
          'Ergonomic desk chair {code}',
          'Standing desk {word}',
          'Filing cabinet 3-drawer',
          'Bookshelf {word}',
        ],
        ['6410 Furniture & Equipment', '1500 Fixed Assets'],
        [15_000, 120_000],
        0.7,
      ),
      item(
        [
          'Coffee pods {n} ct',
          'Breakroom snacks',
          'Paper cups & napkins',
          'Bottled water cases x{n}',
        ],
        ['6610 Meals & Entertainment', '6420 Kitchen & Breakroom'],
        [1_500, 20_000],
        1.5,
      ),
    ],
  },
  {
    name: 'utility',
    billsPerYear: [12, 12],
    items: [
      item(
        ['Electricity service {month}', 'Electric usage {n} kWh', 'Power - meter {code}'],
        ['6300 Utilities'],
        [40_000, 400_000],
        3,
      ),
      item(['Water & sewer', 'Water service {month}'], ['6300 Utilities'], [5_000, 50_000], 1),
      item(
        ['Natural gas service', 'Gas usage {n} therms'],
        ['6300 Utilities'],
        [5_000, 90_000],
        1,
        { months: [1, 2, 3, 4, 10, 11, 12] },
      ),
    ],
  },
  {
    name: 'telecom',
    billsPerYear: [12, 12],
    items: [
      item(
        ['Mobile lines x{n}', 'Wireless service {month}', 'Unlimited data plan {n} lines'],
        ['6160 Telephone & Internet'],
        [20_000, 300_000],
        3,
      ),
      item(
        ['Business internet {site}', 'Fiber 1 Gbps - {site}', 'Internet service {month}'],
        ['6160 Telephone & Internet'],
        [8_000, 60_000],
        2,
      ),
      item(
        ['New handset {word}', 'Device installment {code}'],
        ['6160 Telephone & Internet', '6410 Furniture & Equipment'],
        [10_000, 120_000],
        0.4,
      ),
    ],
  },
  {
    name: 'landlord',
    billsPerYear: [12, 12],
    items: [
      item(
        ['Rent {month} {year}', 'Base rent - {site}', 'Monthly rent suite {n}'],
        ['6200 Rent'],
        [400_000, 2_500_000],
        4,
      ),
      item(
        ['CAM charges {month}', 'Common area maintenance', 'Operating expense pass-through'],
        ['6200 Rent'],
        [30_000, 250_000],
        2,
      ),
      item(
        ['Parking {n} spaces', 'Garage parking permits'],
        ['6200 Rent', '6600 Travel'],
        [10_000, 80_000],
        1,
      ),
      item(
        ['Property tax reconciliation {year}'],
        ['6200 Rent', '6910 Taxes & Licenses'],
        [50_000, 600_000],
        0.3,
        { yearly: true },
      ),
    ],
  },
  {
    name: 'law firm',
    billsPerYear: [3, 10],
    items: [
      item(
        [
          'Legal services - {word} matter',
          'Professional services rendered: {word} agreement review',
          'Contract negotiation ({who})',
        ],
        ['6510 Legal Fees'],
        [80_000, 1_500_000],
        4,
      ),
      item(
        ['Filing fees', 'Court costs and filing', 'Trademark application fee'],
        ['6510 Legal Fees', '6910 Taxes & Licenses'],
        [5_000, 60_000],
        1,
      ),
      item(['Courier & copies', 'Disbursements'], ['6510 Legal Fees'], [1_000, 15_000], 0.8),
    ],
  },
  {
    name: 'accountants',
    billsPerYear: [4, 12],
    items: [
      item(
        ['Bookkeeping services {month}', 'Monthly close support', 'Accounting services - {month}'],
        ['6500 Professional Fees'],
        [80_000, 400_000],
        4,
      ),
      item(
        ['Tax return preparation {year}', 'Sales tax filing Q{n}'],
        ['6500 Professional Fees'],
        [50_000, 600_000],
        1,
        { months: [1, 2, 3, 4, 7, 10] },
      ),
      item(
        ['Audit fieldwork', 'Year-end audit - interim billing'],
        ['6500 Professional Fees'],
        [300_000, 2_000_000],
        0.5,
        { yearly: true },
      ),
    ],
  },
  {
    name: 'contractor',
    billsPerYear: [8, 24],
    items: [
      item(
        [
          'Consulting hours - {word} project',
          'Development services week {n}',
          'Contract engineering, {n} hrs',
          'Design work - {word}',
        ],
        ['6520 Contract Labor', '6500 Professional Fees'],
        [100_000, 1_200_000],
        5,
      ),
      item(
        ['Travel reimbursement', 'Mileage {n} mi', 'Expenses - airfare and hotel'],
        ['6600 Travel'],
        [5_000, 150_000],
        0.8,
      ),
    ],
  },
  {
    name: 'freight',
    billsPerYear: [10, 30],
    items: [
      item(
        [
          'Freight {site} to {word}',
          'LTL shipment pro {code}',
          'Ground freight - {n} pallets',
          'Inbound freight PO {code}',
        ],
        ['5200 Freight & Shipping'],
        [15_000, 300_000],
        5,
      ),
      item(
        ['Fuel surcharge', 'Liftgate fee', 'Residential delivery fee', 'Detention {n} hrs'],
        ['5200 Freight & Shipping'],
        [1_000, 25_000],
        2,
      ),
    ],
  },
  {
    name: 'materials',
    billsPerYear: [12, 36],
    items: [
      item(
        [
          'Aluminum sheet {code}',
          'Steel bar stock {n} ft',
          'Copper wire {code} spool',
          'Resin pellets {n} lb',
        ],
        ['5100 Cost of Goods Sold', '1200 Inventory'],
        [50_000, 2_000_000],
        5,
      ),
      item(
        ['Fasteners assortment {code}', 'Hex bolts M{n}', 'Washers & nuts bulk'],
        ['5100 Cost of Goods Sold', '1200 Inventory'],
        [2_000, 60_000],
        2,
      ),
      item(
        ['Corrugated boxes {n} ct', 'Packaging foam', 'Stretch wrap rolls x{n}'],
        ['5150 Packaging', '5100 Cost of Goods Sold'],
        [5_000, 90_000],
        1.5,
      ),
      item(
        ['Shipping & handling', 'Delivery charge'],
        ['5200 Freight & Shipping'],
        [1_000, 20_000],
        1,
      ),
    ],
  },
  {
    name: 'marketing agency',
    billsPerYear: [6, 12],
    items: [
      item(
        ['Paid social management {month}', 'SEO retainer {month}', 'Campaign management - {word}'],
        ['6700 Marketing'],
        [100_000, 800_000],
        4,
      ),
      item(
        ['Ad spend pass-through', 'Media buy {word}', 'Sponsored posts'],
        ['6710 Advertising', '6700 Marketing'],
        [50_000, 2_000_000],
        2,
      ),
      item(
        ['Creative production - {word} video', 'Photography shoot', 'Brand design refresh'],
        ['6700 Marketing'],
        [80_000, 900_000],
        1,
      ),
    ],
  },
  {
    name: 'catering',
    billsPerYear: [4, 20],
    items: [
      item(
        [
          'Team lunch {n} people',
          'Catering - {word} meeting',
          'Lunch delivery for {n}',
          'Breakfast platter',
        ],
        ['6610 Meals & Entertainment'],
        [8_000, 150_000],
        5,
      ),
      item(
        ['Holiday party catering', 'Year-end celebration dinner'],
        ['6610 Meals & Entertainment', '6620 Staff Events'],
        [100_000, 900_000],
        1,
        { months: [12] },
      ),
    ],
  },
  {
    name: 'travel agency',
    billsPerYear: [4, 15],
    items: [
      item(
        ['Airfare {site} - {word}', 'Flight {code} ({who})', 'Airline ticket change fee'],
        ['6600 Travel'],
        [15_000, 150_000],
        3,
      ),
      item(
        ['Hotel {n} nights', 'Lodging - {site}', 'Room & tax'],
        ['6600 Travel'],
        [15_000, 200_000],
        2,
      ),
      item(['Car rental {n} days', 'Rideshare'], ['6600 Travel'], [3_000, 60_000], 1),
    ],
  },
  {
    name: 'facilities',
    billsPerYear: [6, 14],
    items: [
      item(
        ['Cleaning service {month}', 'Janitorial - {site}', 'Nightly office cleaning'],
        ['6420 Janitorial', '6800 Repairs & Maintenance'],
        [30_000, 250_000],
        4,
      ),
      item(
        [
          'HVAC maintenance',
          'Plumbing repair - {site}',
          'Electrical work, {n} hrs',
          'Door lock replacement',
        ],
        ['6800 Repairs & Maintenance'],
        [10_000, 300_000],
        2,
      ),
      item(
        ['Carpet cleaning', 'Window washing'],
        ['6420 Janitorial', '6800 Repairs & Maintenance'],
        [15_000, 90_000],
        0.7,
        { months: [3, 4, 9, 10] },
      ),
    ],
  },
  {
    name: 'insurance',
    billsPerYear: [4, 12],
    items: [
      item(
        ['General liability premium', 'Workers comp installment {n}', 'Policy {code} premium'],
        ['6900 Insurance'],
        [50_000, 900_000],
        4,
      ),
      item(
        ['Cyber liability policy', 'Umbrella policy renewal'],
        ['6900 Insurance', '1400 Prepaid Expenses'],
        [100_000, 1_500_000],
        0.5,
        { yearly: true },
      ),
    ],
  },
  {
    name: 'equipment',
    billsPerYear: [2, 8],
    items: [
      item(
        ['Laptop {word} {code}', 'Notebook computer 16GB', 'Workstation {code}'],
        ['1500 Fixed Assets', '6410 Furniture & Equipment'],
        [90_000, 350_000],
        3,
      ),
      item(
        ['Monitor 27in', 'Docking station', 'Keyboard & mouse set', 'USB-C adapters x{n}'],
        ['6410 Furniture & Equipment'],
        [2_000, 60_000],
        3,
      ),
      item(
        ['Extended warranty {n} yr', 'Repair - {word} screen'],
        ['6800 Repairs & Maintenance'],
        [5_000, 40_000],
        0.6,
      ),
    ],
  },
];

/** Words that fill the templates' slots. */
export const SLOT_WORDS = {
  word: [
    'Atlas',
    'Orion',
    'Nova',
    'Pro',
    'Team',
    'Growth',
    'Falcon',
    'Harbor',
    'Summit',
    'Pine',
    'Vertex',
    'Q-Lab',
    'Redwood',
    'Blue',
    'Apex',
  ],
  site: ['HQ', 'Denver', 'Austin', 'Warehouse 2', 'Chicago', 'Plant A', 'Seattle', 'Remote'],
  who: ['J. Smith', 'M. Chen', 'A. Patel', 'R. Garcia', 'L. Nguyen'],
};

/** Classes and QuickBooks locations (departments) the organisation books with. */
export const CLASSES = ['Operations', 'Sales', 'Engineering', 'Marketing', 'Administration'];
export const DEPARTMENTS = ['Headquarters', 'Warehouse', 'Field', 'Branch East'];
