-- Sample data for local development, tests and `supabase db reset`.
-- Runs after the migrations as a superuser (locally) or the postgres role.
-- Fixed uuids so tests can refer to rows. Never run against production.

-- ---------------------------------------------------------------- local admin
-- Credentials: LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD in supabase/local/dev-keys.ts.
-- The token columns are set to '' because GoTrue cannot read NULL there.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000',
  'ad000000-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'admin@londondigitalbillboards.ca',
  crypt('local-admin-password', gen_salt('bf', 4)),
  now(),
  '', '', '', '',
  '{"provider":"email","providers":["email"]}',
  '{}',
  now(),
  now()
) on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'ad000000-0000-4000-8000-0000000000e1',
  'ad000000-0000-4000-8000-000000000001',
  'ad000000-0000-4000-8000-000000000001',
  '{"sub":"ad000000-0000-4000-8000-000000000001","email":"admin@londondigitalbillboards.ca","email_verified":true}',
  'email',
  now(),
  now(),
  now()
) on conflict (provider_id, provider) do nothing;

-- Admin rights come from this row only, never from user or app metadata.
insert into private.admins (user_id)
values ('ad000000-0000-4000-8000-000000000001')
on conflict (user_id) do nothing;

-- ---------------------------------------------------------------- blog posts
-- HTML in the shape the TipTap editor produces (paragraphs inside list items
-- and table cells, inline styles for alignment, highlight and image width).
insert into public.blog_posts (
  id, title, slug, excerpt, content, featured_image, tags, categories,
  publish_date, is_published, meta_title, meta_description, created_at, updated_at
) values
(
  'b0000000-0000-4000-8000-000000000001',
  'How Much Does a Billboard Cost in London, Ontario?',
  'how-much-does-a-billboard-cost-in-london-ontario',
  'Digital billboard rates in London typically run about $1,100 to $2,500 per 4-week cycle. Here is what moves the price and how to get the most from your budget.',
  $html$<h2>The short answer</h2>
<p>Most advertisers in London, Ontario pay <strong>about $1,100 to $2,500 per 4-week cycle</strong> for a digital billboard. Where your campaign lands in that range depends on three things: the <em>location</em>, the <em>duration</em> of your booking and the <em>screen size</em>.</p>
<p style="text-align: center"><mark data-color="#fef08a" style="background-color: #fef08a; color: inherit">Billing is simple: one price per 4-week cycle, with no production surprises.</mark></p>
<h2>What affects the price</h2>
<h3>1. Location</h3>
<p>A board facing traffic at Wellington Road and Highway 401 sees far more vehicles than one on a quiet arterial road. Higher daily traffic means more impressions, and the rate reflects it. Boards near highway interchanges, major shopping areas and downtown intersections sit at the top of the range.</p>
<h3>2. Duration</h3>
<p>We book in 4-week cycles. A single cycle is perfect for an event or a seasonal sale; longer commitments usually lower the cost per cycle and build the repetition that makes people remember your name.</p>
<h3>3. Screen size</h3>
<p>Our inventory is digital LED. A 10 ft x 30 ft face suits city streets, while a 14 ft x 48 ft face is built to be read from a highway at speed.</p>
<table style="min-width: 550px"><colgroup><col style="width: 220px"><col style="width: 180px"><col style="width: 150px"></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="220"><p>Board type</p></th><th colspan="1" rowspan="1" colwidth="180"><p>Typical setting</p></th><th colspan="1" rowspan="1" colwidth="150"><p>Per 4-week cycle</p></th></tr><tr><td colspan="1" rowspan="1" colwidth="220"><p>Digital LED, 10 ft x 30 ft</p></td><td colspan="1" rowspan="1" colwidth="180"><p>City arterial roads</p></td><td colspan="1" rowspan="1" colwidth="150"><p style="text-align: right">from $1,100</p></td></tr><tr><td colspan="1" rowspan="1" colwidth="220"><p>Digital LED, 14 ft x 48 ft</p></td><td colspan="1" rowspan="1" colwidth="180"><p>Highways and interchanges</p></td><td colspan="1" rowspan="1" colwidth="150"><p style="text-align: right">up to $2,500</p></td></tr><tr><td colspan="2" rowspan="1" colwidth="220,180"><p><em>Design of your artwork by our in-house team</em></p></td><td colspan="1" rowspan="1" colwidth="150"><p style="text-align: right">ask us</p></td></tr></tbody></table>
<h2>What you get for the money</h2>
<ul><li><p>Your ad on screen for <strong>6 to 10 seconds every minute</strong>, all day, every day of the cycle.</p></li><li><p>Artwork live <strong>within 48 hours</strong> of approval.</p></li><li><p>The option to update your creative every 4 weeks at no extra booking cost.</p></li><li><p>A sales sheet for each location with traffic and audience details.</p></li></ul>
<img src="/images/blog/placeholder-2.jpg" alt="Digital billboard beside a busy London, Ontario road at dusk" style="width: 400px">
<h2>How to stretch your budget</h2>
<ol><li><p>Pick one strong location rather than several weak ones.</p></li><li><p>Book consecutive cycles so drivers see you week after week.</p></li><li><p>Keep the message to seven words or fewer and one clear call to action.</p></li></ol>
<blockquote><p>Outdoor advertising reaches 95% of adults every week. The question is not whether people will see your board, but whether they will remember it.</p></blockquote>
<p>Want an exact quote for a specific board? <a target="_blank" rel="noopener noreferrer nofollow" href="/contact-us">Contact us</a> or browse the <a target="_blank" rel="noopener noreferrer nofollow" href="/billboard-map">billboard map</a> to see every location.</p>$html$,
  '/images/blog/placeholder-1.jpg',
  array['billboard costs', 'pricing', 'digital billboards', 'London Ontario'],
  array['Pricing', 'Guides'],
  '2026-03-10 14:00:00+00',
  true,
  'Billboard Cost in London, Ontario (2026 Guide)',
  'Digital billboards in London, Ontario cost about $1,100 to $2,500 per 4-week cycle. Learn how location, duration and screen size affect the price.',
  '2026-03-09 18:20:00+00',
  '2026-03-10 14:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000002',
  'Why Digital Billboards Work for Local Businesses',
  'why-digital-billboards-work-for-local-businesses',
  'Outdoor advertising reaches 95% of adults every week, and 76% of consumers have visited a store they saw on a billboard. Here is why it works.',
  $html$<h2>People cannot scroll past a billboard</h2>
<p>Online ads compete with everything else on a screen. A billboard on your customers' daily commute has no skip button. <strong>Outdoor advertising reaches 95% of adults every week</strong>, which makes it one of the few channels that still reaches almost everyone in a community.</p>
<h2>It drives real visits</h2>
<p>Surveys of billboard audiences show that <mark data-color="#bbf7d0" style="background-color: #bbf7d0; color: inherit">76% of consumers have visited a store they saw advertised on a billboard</mark>. For a restaurant, a clinic or a car dealership, that is the whole point: people who drive past you every day now know you are there.</p>
<h2>How digital boards share their time</h2>
<p>A digital board rotates a handful of advertisers. Your ad appears for <em>6 to 10 seconds every minute</em>, and the board switches to the next message each minute. Over a day that adds up to hundreds of showings on the same stretch of road.</p>
<ul><li><p><strong>Flexible:</strong> change your message every 4 weeks without printing or installing vinyl.</p></li><li><p><strong>Fast:</strong> your ad can be live within 48 hours of approved artwork.</p></li><li><p><strong>Bright:</strong> LED faces stay readable at night and in winter weather.</p></li></ul>
<img src="/images/blog/placeholder-3.jpg" alt="LED billboard showing a local business advertisement" style="width: 600px">
<h3>Good fits for digital outdoor</h3>
<ol><li><p>Businesses with a physical location people can drive to</p></li><li><p>Time-limited offers and events</p></li><li><p>Brands that want to be known across a whole city, not one neighbourhood</p></li></ol>
<p>See where our boards are on the <a target="_blank" rel="noopener noreferrer nofollow" href="/billboard-map">interactive map</a>, or read <a target="_blank" rel="noopener noreferrer nofollow" href="/billboards">how digital billboard advertising works</a>.</p>$html$,
  '/images/blog/placeholder-2.jpg',
  array['digital billboards', 'local marketing', 'outdoor advertising'],
  array['Marketing'],
  '2026-01-13 15:00:00+00',
  true,
  'Why Digital Billboards Work for Local Businesses',
  'Outdoor ads reach 95% of adults weekly and 76% of consumers have visited a store seen on a billboard. Why digital boards work for local business.',
  '2026-01-12 20:00:00+00',
  '2026-01-13 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000003',
  'Designing a Billboard Ad That Gets Noticed in Six Seconds',
  'designing-a-billboard-ad-that-gets-noticed-in-six-seconds',
  'Your ad is on screen for 6 to 10 seconds and drivers glance at it for less. Seven practical rules for billboard creative that gets read.',
  $html$<h2>You have one glance</h2>
<p>On a digital board your ad shows for 6 to 10 seconds each minute, but a driver looks at it for two or three. Everything about the design has to survive that glance.</p>
<h2>Seven rules we use in our studio</h2>
<ol><li><p><strong>Seven words or fewer.</strong> A headline, not a paragraph.</p></li><li><p><strong>One message.</strong> Pick the offer, the event or the brand. Not all three.</p></li><li><p><strong>Big, bold type.</strong> Thin script fonts disappear at highway speed.</p></li><li><p><strong>High contrast.</strong> Dark text on a light field, or the reverse. <span style="color: #000000">Black on golden yellow</span> is hard to beat.</p></li><li><p><strong>One image.</strong> A face, a product or a place.</p></li><li><p><strong>Easy call to action.</strong> A short web address or &ldquo;Exit 186, turn right&rdquo;. Phone numbers are hard to remember while driving.</p></li><li><p><strong>Your logo, clearly.</strong> Bottom right is where eyes finish.</p></li></ol>
<p style="text-align: center"><mark data-color="#fecaca" style="background-color: #fecaca; color: inherit">If you need to explain it, it is not a billboard.</mark></p>
<h3>Use the 4-week refresh</h3>
<p>Digital lets you update your creative every 4 weeks. Use it: run a teaser, then the offer, then a reminder. Regular drivers notice change.</p>
<img src="/images/blog/placeholder-4.jpg" alt="Designer reviewing billboard artwork proofs" style="width: 400px">
<blockquote><p>Our in-house designers prepare artwork at the exact pixel size of your board and send you a proof before anything goes live.</p></blockquote>
<p>Need help with artwork? <a target="_blank" rel="noopener noreferrer nofollow" href="/contact-us">Ask about our design service</a>.</p>$html$,
  '/images/blog/placeholder-3.jpg',
  array['billboard design', 'creative', 'tips'],
  array['Design', 'Guides'],
  '2026-02-03 15:00:00+00',
  true,
  'Billboard Design: Get Noticed in Six Seconds',
  'Seven practical rules for digital billboard artwork that drivers can read in a glance: short copy, bold type, high contrast and one clear call to action.',
  '2026-02-02 16:30:00+00',
  '2026-02-03 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000004',
  'Billboard Advertising for Real Estate Agents in London',
  'billboard-advertising-for-real-estate-agents-in-london',
  'The average home buyer searches for about 10 weeks. A digital billboard keeps your name in front of them for the whole search.',
  $html$<h2>Be the name buyers already know</h2>
<p>The average home buyer spends about <strong>10 weeks</strong> searching before making an offer. During those weeks they drive the neighbourhoods they are considering, again and again. A board on their route makes your name familiar before they ever call an agent.</p>
<h2>What to put on a real estate billboard</h2>
<ul><li><p>Your face and name: people choose agents they feel they know.</p></li><li><p>One promise, such as <em>&ldquo;Sold in 14 days or less&rdquo;</em>.</p></li><li><p>A short, memorable web address.</p></li></ul>
<h3>Plan for the whole search</h3>
<p>Ten weeks is a little under three of our 4-week cycles. Booking three consecutive cycles covers a typical buyer's entire search, and the 4-week creative refresh lets you feature a new listing or open house each time.</p>
<table style="min-width: 420px"><colgroup><col style="width: 140px"><col style="width: 280px"></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="140"><p>Cycle</p></th><th colspan="1" rowspan="1" colwidth="280"><p>Creative idea</p></th></tr><tr><td colspan="1" rowspan="1" colwidth="140"><p>Weeks 1 to 4</p></td><td colspan="1" rowspan="1" colwidth="280"><p>Brand: your face, name and promise</p></td></tr><tr><td colspan="1" rowspan="1" colwidth="140"><p>Weeks 5 to 8</p></td><td colspan="1" rowspan="1" colwidth="280"><p>Featured listing or neighbourhood</p></td></tr><tr><td colspan="1" rowspan="1" colwidth="140"><p>Weeks 9 to 12</p></td><td colspan="1" rowspan="1" colwidth="280"><p>Spring market or open house dates</p></td></tr></tbody></table>
<img src="/images/blog/placeholder-5.jpg" alt="Suburban London street with new homes" style="width: 400px">
<p>Explore boards near growing neighbourhoods on the <a target="_blank" rel="noopener noreferrer nofollow" href="/billboard-map">billboard map</a>, or see our <a target="_blank" rel="noopener noreferrer nofollow" href="/industries/real-estate">real estate advertising page</a>.</p>$html$,
  '/images/blog/placeholder-4.jpg',
  array['real estate', 'agents', 'digital billboards', 'London Ontario'],
  array['Industries'],
  '2026-04-14 14:30:00+00',
  true,
  'Billboard Advertising for Real Estate Agents in London',
  'Home buyers search for about 10 weeks. Learn how London real estate agents use digital billboards to stay top of mind for the whole search.',
  '2026-04-13 19:00:00+00',
  '2026-04-14 14:30:00+00'
),
(
  'b0000000-0000-4000-8000-000000000005',
  'How Car Dealerships Use Digital Billboards on Highways 401, 402 and 403',
  'how-car-dealerships-use-digital-billboards',
  'A car buyer researches for 2 to 3 months. Highway boards near London reach them on every commute while they decide.',
  $html$<h2>A long decision needs steady reminders</h2>
<p>Car buyers typically research for <strong>2 to 3 months</strong> before they visit a showroom. Online ads reach them while they compare models; a billboard reaches them while they drive the car they want to replace.</p>
<h2>London sits where three highways meet</h2>
<p>London is at the junction of <strong>Highways 401, 402 and 403</strong>, so traffic from Windsor, Sarnia, Kitchener-Waterloo and the Greater Toronto Area passes through every day. Boards near these routes reach commuters and regional shoppers alike.</p>
<ul><li><p><strong>Highway 401:</strong> the main east-west corridor through Southwestern Ontario.</p></li><li><p><strong>Highway 402:</strong> the route to Sarnia and the border crossing at Port Huron.</p></li><li><p><strong>Highway 403:</strong> toward Woodstock, Brantford and Hamilton.</p></li></ul>
<h3>Timing your campaign</h3>
<p>Cover the full research window with two or three consecutive 4-week cycles. Use the creative refresh to move from brand to model to <mark data-color="#fef08a" style="background-color: #fef08a; color: inherit">month-end sales event</mark>.</p>
<img src="/images/blog/placeholder-6.jpg" alt="Highway interchange near London, Ontario" style="width: 600px">
<blockquote><p>Highway boards use the larger 14 ft x 48 ft format, built to be read at speed.</p></blockquote>
<p>See our <a target="_blank" rel="noopener noreferrer nofollow" href="/industries/automotive">automotive advertising options</a> or <a target="_blank" rel="noopener noreferrer nofollow" href="/contact-us">request a quote</a>.</p>$html$,
  '/images/blog/placeholder-5.jpg',
  array['automotive', 'dealerships', 'highway billboards', 'Highway 401'],
  array['Industries'],
  '2026-06-09 14:00:00+00',
  true,
  'Car Dealership Billboards on Highways 401, 402 and 403',
  'Car buyers research for 2 to 3 months. See how dealerships use digital billboards near London''s highways to stay top of mind until they buy.',
  '2026-06-08 17:45:00+00',
  '2026-06-09 14:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000006',
  'From Approved Artwork to Live in 48 Hours',
  'from-approved-artwork-to-live-in-48-hours',
  'Booking a digital billboard is faster than most people expect. Here is every step, from first call to your ad on screen.',
  $html$<h2>Step by step</h2>
<ol><li><p><strong>Choose a location.</strong> Browse the <a target="_blank" rel="noopener noreferrer nofollow" href="/billboard-map">billboard map</a> and download the sales sheet for each board you like.</p></li><li><p><strong>Get a quote.</strong> Tell us your dates and budget; we reply within 24 hours on business days.</p></li><li><p><strong>Book your cycles.</strong> Campaigns run in 4-week cycles.</p></li><li><p><strong>Send or request artwork.</strong> Supply your own file at the board's pixel size, or let our in-house designers create it.</p></li><li><p><strong>Approve the proof.</strong> Once you approve, your ad is typically <mark data-color="#bbf7d0" style="background-color: #bbf7d0; color: inherit">live within 48 hours</mark>.</p></li></ol>
<h2>Changing your ad later</h2>
<p>You can update your creative every 4 weeks. There is no vinyl to print and no crew to send up a ladder: new artwork goes to the screen digitally.</p>
<table style="min-width: 400px"><colgroup><col style="width: 200px"><col style="width: 200px"></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="200"><p>Step</p></th><th colspan="1" rowspan="1" colwidth="200"><p>Typical time</p></th></tr><tr><td colspan="1" rowspan="1" colwidth="200"><p>Quote</p></td><td colspan="1" rowspan="1" colwidth="200"><p>Within 24 hours</p></td></tr><tr><td colspan="1" rowspan="1" colwidth="200"><p>Design and proof</p></td><td colspan="1" rowspan="1" colwidth="200"><p>2 to 5 business days</p></td></tr><tr><td colspan="1" rowspan="1" colwidth="200"><p>Live after approval</p></td><td colspan="1" rowspan="1" colwidth="200"><p>About 48 hours</p></td></tr></tbody></table>
<p style="text-align: right"><em>Office hours: Monday to Friday, 9 a.m. to 5 p.m.</em></p>
<p>Ready to start? <a target="_blank" rel="noopener noreferrer nofollow" href="/contact-us">Send us your project details</a>.</p>$html$,
  '/images/blog/placeholder-6.jpg',
  array['getting started', 'process', 'ad design'],
  array['Guides'],
  '2026-08-18 14:00:00+00',
  true,
  'Digital Billboard Ad Live in 48 Hours: How It Works',
  'Every step of booking a digital billboard in Ontario, from choosing a location to your ad going live within 48 hours of approved artwork.',
  '2026-08-17 15:10:00+00',
  '2026-08-18 14:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000007',
  'Choosing the Right Billboard Location in Southwestern Ontario',
  'choosing-the-right-billboard-location-in-southwestern-ontario',
  'Traffic counts are only part of the story. How to match a billboard location to the customers you actually want.',
  $html$<h2>Start with your customer, not the map</h2>
<p>The best board is the one your customers pass. A downtown London board reaches office workers and students; a board on Fanshawe Park Road reaches north-end families on their way to shop.</p>
<h2>Questions to ask about any location</h2>
<ul><li><p>Which direction does the face point, and is that traffic heading <em>toward</em> your business?</p></li><li><p>How fast is traffic moving? Slower streets allow a little more copy.</p></li><li><p>Is the board the larger highway format or the city format?</p></li><li><p>What does the sales sheet say about daily traffic and audience?</p></li></ul>
<h3>Beyond London</h3>
<p>Our network also covers Kitchener, Windsor, Sarnia, Woodstock and St. Thomas. Regional businesses often pair a London board with one in a neighbouring city to follow their customers along Highways 401 and 402.</p>
<img src="/images/blog/placeholder-7.jpg" alt="Map of billboard locations across Southwestern Ontario" style="width: 400px">
<p style="text-align: center"><strong>Every location has a downloadable sales sheet with audience insights.</strong></p>
<p>Compare locations on the <a target="_blank" rel="noopener noreferrer nofollow" href="/billboard-map">billboard map</a> or read about our <a target="_blank" rel="noopener noreferrer nofollow" href="/inventory">inventory</a>.</p>$html$,
  '/images/blog/placeholder-7.jpg',
  array['locations', 'planning', 'Southwestern Ontario'],
  array['Guides', 'Locations'],
  '2026-10-06 14:00:00+00',
  true,
  'Choosing a Billboard Location in Southwestern Ontario',
  'How to pick the right digital billboard location in London and Southwestern Ontario: traffic direction, speed, format and audience.',
  '2026-10-05 16:00:00+00',
  '2026-10-06 14:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000008',
  'Restaurant Billboard Ideas for Patio Season',
  'restaurant-billboard-ideas-for-patio-season',
  'Draft: five creative ideas for restaurants planning a spring billboard campaign.',
  $html$<h2>Draft outline</h2>
<p>Patio season is short in Ontario. A 4-week billboard cycle lines up well with a seasonal menu launch.</p>
<ul><li><p>Show the dish, not the menu</p></li><li><p>Lunch specials for commuters</p></li><li><p>Directions: &ldquo;Next right&rdquo;</p></li></ul>
<p><mark data-color="#fecaca" style="background-color: #fecaca; color: inherit">TODO: add examples and photos before publishing.</mark></p>$html$,
  '/images/blog/placeholder-3.jpg',
  array['restaurants', 'seasonal', 'ideas'],
  array['Industries'],
  '2026-11-24 14:00:00+00',
  false,
  'Restaurant Billboard Ideas for Patio Season',
  'Creative digital billboard ideas for restaurants in London, Ontario planning a spring and patio-season campaign.',
  '2026-11-10 17:00:00+00',
  '2026-11-12 18:30:00+00'
),
(
  'b0000000-0000-4000-8000-000000000009',
  'Measuring the Results of a Billboard Campaign',
  'measuring-the-results-of-a-billboard-campaign',
  'Draft: practical ways to see whether your billboard is working.',
  $html$<h2>Draft: ways to measure</h2>
<ol><li><p>A unique web address or promo code only on the billboard</p></li><li><p>Asking new customers how they heard about you</p></li><li><p>Comparing store visits before and during the campaign</p></li></ol>
<p>Remember the research: 76% of consumers have visited a store they saw on a billboard.</p>$html$,
  null,
  array['results', 'measurement', 'tips'],
  array['Marketing'],
  '2026-12-08 14:00:00+00',
  false,
  null,
  null,
  '2026-11-18 15:00:00+00',
  '2026-11-18 15:00:00+00'
)
on conflict (id) do nothing;

-- ---------------------------------------------------------------- billboard locations
-- Photos are set below; no board has a PDF sales sheet of its own (its page
-- prints as one). The St. Thomas board is inactive (not yet built), so the
-- public map must not show it.
insert into public.billboard_locations (
  id, name, address, latitude, longitude, media_type, description,
  thumbnail_image_1, thumbnail_image_2, sales_sheet_pdf_url, is_active, created_at
) values
(
  'c0000000-0000-4000-8000-000000000001',
  'London — Wellington Rd & Highway 401',
  '3350 Wellington Rd S, London, ON N6E 3N1',
  42.9318, -81.2262,
  'Digital LED — 14 ft x 48 ft',
  'Our highest-traffic London board, facing northbound Wellington Road traffic leaving Highway 401. Reaches commuters, travellers arriving in the city and shoppers heading to White Oaks Mall.',
  null, null,
  null,
  true, '2026-01-05 15:00:00+00'
),
(
  'c0000000-0000-4000-8000-000000000002',
  'London — Oxford St West',
  '1295 Oxford St W, London, ON N6H 1W1',
  42.9946, -81.3315,
  'Digital LED — 10 ft x 30 ft',
  'West-end board on Oxford Street West near Hyde Park Road, in the heart of a busy retail and restaurant district serving fast-growing west London neighbourhoods.',
  null, null,
  null,
  true, '2026-01-05 15:05:00+00'
),
(
  'c0000000-0000-4000-8000-000000000003',
  'London — Highbury Ave N & Huron St',
  '1105 Highbury Ave N, London, ON N5Y 1A5',
  43.0143, -81.2104,
  'Digital LED — 10 ft x 30 ft',
  'East London board on Highbury Avenue North, a main route between Highway 401 and the north-east of the city, close to Fanshawe College.',
  null, null,
  null,
  true, '2026-01-05 15:10:00+00'
),
(
  'c0000000-0000-4000-8000-000000000004',
  'London — Dundas St Downtown',
  '215 Dundas St, London, ON N6A 1G7',
  42.9838, -81.2489,
  'Digital LED — 10 ft x 30 ft',
  'Downtown London at Dundas and Richmond, steps from Budweiser Gardens. Reaches office workers, event crowds and evening diners.',
  null, null,
  null,
  true, '2026-01-05 15:15:00+00'
),
(
  'c0000000-0000-4000-8000-000000000005',
  'London — Fanshawe Park Rd W at Masonville',
  '85 Fanshawe Park Rd W, London, ON N6G 5B2',
  43.0266, -81.2784,
  'Digital LED — 10 ft x 30 ft',
  'North London board on Fanshawe Park Road West near Masonville Place, reaching north-end families, Western University traffic and weekend shoppers.',
  null, null,
  null,
  true, '2026-01-05 15:20:00+00'
),
(
  'c0000000-0000-4000-8000-000000000006',
  'Kitchener — Highway 8 at Fairway Rd',
  '2960 Kingsway Dr, Kitchener, ON N2C 1X1',
  43.4218, -80.4419,
  'Digital LED — 14 ft x 48 ft',
  'Highway 8 board near Fairway Road and Fairview Park Mall, reaching Kitchener-Waterloo commuters connecting to Highway 401.',
  null, null,
  null,
  true, '2026-02-02 15:00:00+00'
),
(
  'c0000000-0000-4000-8000-000000000007',
  'Windsor — E.C. Row Expressway at Howard Ave',
  '3100 Howard Ave, Windsor, ON N8X 3Y8',
  42.2739, -82.9966,
  'Digital LED — 14 ft x 48 ft',
  'Faces E.C. Row Expressway traffic at Howard Avenue, near Devonshire Mall: Windsor''s busiest east-west route.',
  null, null,
  null,
  true, '2026-02-02 15:05:00+00'
),
(
  'c0000000-0000-4000-8000-000000000008',
  'Sarnia — Highway 402 at Exmouth St',
  '1380 Exmouth St, Sarnia, ON N7S 3X9',
  42.9849, -82.3552,
  'Digital LED — 14 ft x 48 ft',
  'Highway 402 board near Lambton Mall, seen by local traffic and travellers to and from the Blue Water Bridge.',
  null, null,
  null,
  true, '2026-03-02 15:00:00+00'
),
(
  'c0000000-0000-4000-8000-000000000009',
  'Woodstock — Norwich Ave & Highway 401',
  '901 Norwich Ave, Woodstock, ON N4S 7V9',
  43.1052, -80.7571,
  'Digital LED — 14 ft x 48 ft',
  'At the Norwich Avenue interchange of Highway 401, close to the 401 and 403 junction. Reaches long-distance travellers and Oxford County commuters.',
  null, null,
  null,
  true, '2026-03-02 15:05:00+00'
),
(
  'c0000000-0000-4000-8000-000000000010',
  'St. Thomas — Talbot St E',
  '1063 Talbot St, St. Thomas, ON N5P 1G4',
  42.7792, -81.1647,
  'Digital LED — 10 ft x 30 ft',
  'Coming soon: east-end St. Thomas board on Talbot Street near Elm Street. Not yet available for booking.',
  null, null,
  null,
  false, '2026-09-14 15:00:00+00'
)
on conflict (id) do nothing;

-- Oxford St was renamed once: its first page address redirects to the new one
-- (the slug trigger keeps the old slug).
update public.billboard_locations
set name = 'London — Oxford St W at Hyde Park Rd'
where id = 'c0000000-0000-4000-8000-000000000002' and name = 'London — Oxford St West';

-- Each board's own two sample photos, drawn by scripts/generate-board-photos.mjs
-- from these rows (labelled "Sample photo" with the board's name and street),
-- with the alt text the staff would write.
update public.billboard_locations
set thumbnail_image_1 = '/images/locations/samples/' || slug || '-1.svg',
    thumbnail_image_2 = '/images/locations/samples/' || slug || '-2.svg',
    thumbnail_image_1_alt = 'Sample photo: the ' || name || ' board, seen by approaching traffic on ' || split_part(address, ',', 1),
    thumbnail_image_2_alt = 'Sample photo: the ' || name || ' board and its surroundings at dusk'
where id::text like 'c0000000-0000-4000-8000-0000000000%';

-- ---------------------------------------------------------------- board facts
-- Specs, audience and price per board. Some boards publish a rate and an
-- audience figure with its source; others do not yet (the site then shows the
-- company's 'from' price and says no figure is published). Oxford St runs a
-- shorter loop of 4 spots.
update public.billboard_locations as l
set slots_per_loop = v.slots,
    spot_seconds = v.seconds,
    daily_impressions = v.impressions,
    impressions_source = v.source,
    screen_width_px = v.width_px,
    screen_height_px = v.height_px,
    screen_size = v.size,
    facing = v.facing,
    operating_hours = v.hours,
    rate_per_cycle = v.rate
from (values
  ('c0000000-0000-4000-8000-000000000001'::uuid, 6, 8, 48200, 'City of London traffic count, 2025', 1400, 400, '14 ft x 48 ft', 'Northbound, right-hand read', '6:00 a.m. to midnight, every day', 2450.00),
  ('c0000000-0000-4000-8000-000000000002'::uuid, 4, 8, 26500, 'City of London traffic count, 2025', 960, 288, '10 ft x 30 ft', 'Eastbound, right-hand read', '6:00 a.m. to midnight, every day', 1650.00),
  ('c0000000-0000-4000-8000-000000000003'::uuid, 6, 8, 21800, 'City of London traffic count, 2024', 960, 288, '10 ft x 30 ft', 'Southbound, left-hand read', '6:00 a.m. to midnight, every day', 1350.00),
  ('c0000000-0000-4000-8000-000000000004'::uuid, 6, 10, 31000, 'Downtown London BIA pedestrian and vehicle count, 2025', 960, 288, '10 ft x 30 ft', 'Westbound, right-hand read', '24 hours', 1900.00),
  ('c0000000-0000-4000-8000-000000000005'::uuid, 6, 8, 23400, 'City of London traffic count, 2025', 960, 288, '10 ft x 30 ft', 'Westbound, right-hand read', '6:00 a.m. to midnight, every day', null),
  ('c0000000-0000-4000-8000-000000000006'::uuid, 8, 8, 39500, 'Region of Waterloo traffic volumes, 2024', 1400, 400, '14 ft x 48 ft', 'Eastbound, right-hand read', '24 hours', 2200.00),
  ('c0000000-0000-4000-8000-000000000007'::uuid, 6, 8, 44600, 'City of Windsor traffic volume map, 2024', 1400, 400, '14 ft x 48 ft', 'Eastbound, left-hand read', '24 hours', null),
  ('c0000000-0000-4000-8000-000000000008'::uuid, 6, 6, 18700, 'Ontario MTO traffic volumes, Highway 402, 2023', 1400, 400, '14 ft x 48 ft', 'Westbound, right-hand read', '5:00 a.m. to 1:00 a.m., every day', 1200.00),
  ('c0000000-0000-4000-8000-000000000009'::uuid, 6, 8, null, null, null, null, '14 ft x 48 ft', 'Eastbound, right-hand read', null, null),
  ('c0000000-0000-4000-8000-000000000010'::uuid, 6, 8, null, null, 960, 288, '10 ft x 30 ft', null, null, null)
) as v (id, slots, seconds, impressions, source, width_px, height_px, size, facing, hours, rate)
where l.id = v.id;

-- ---------------------------------------------------------------- bookings
-- Relative to today, on the cycle calendar, so the map always shows them in
-- its next cycles: Dundas St Downtown is sold out for the next two cycles
-- (five phone sales and one request awaiting the staff), Oxford St has one
-- slot left for the next three, Wellington Rd has two sales later on.
insert into public.contact_inquiries (
  id, name, email, company, phone, message, source, location_ids, status, email_status, email_attempts, email_sent_at, created_at
) values (
  'd0000000-0000-4000-8000-000000000001',
  'Priya Raman',
  'priya.raman@example.com',
  'Raman Family Dental',
  '519-555-0142',
  'We are opening a second clinic downtown and would like the Dundas Street board for two cycles.',
  'billboard-map',
  array['c0000000-0000-4000-8000-000000000004']::uuid[],
  'new',
  'sent',
  1,
  now() - interval '1 day',
  now() - interval '1 day'
)
on conflict (id) do nothing;

-- The phone customers behind the confirmed sales (Priya Raman's advertiser
-- record is made from her lead).
insert into public.advertisers (id, company, contact_name, email, phone, notes) values
  ('a1000000-0000-4000-8000-000000000001', 'Forest City Pizza', 'Marco Bellini', 'marco@forestcitypizza.example', '519-555-0101', 'Prefers calls after 2 p.m.'),
  ('a1000000-0000-4000-8000-000000000002', 'Thames Valley Realty', 'Dana Okafor', 'dana.okafor@thamesvalleyrealty.example', '519-555-0117', null),
  ('a1000000-0000-4000-8000-000000000003', 'Covent Market Bakery', 'Lise Tremblay', 'lise@coventbakery.example', null, null),
  ('a1000000-0000-4000-8000-000000000004', 'Western Auto Body', 'Sam Patel', 'sam@westernautobody.example', '519-555-0188', 'Renews every spring.'),
  ('a1000000-0000-4000-8000-000000000005', 'Richmond Row Dental', 'Grace Liu', 'grace.liu@richmondrowdental.example', '519-555-0123', null)
on conflict (id) do nothing;

insert into public.campaigns (id, advertiser_id, name, status) values
  ('a2000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000001', 'Forest City Pizza, downtown', 'confirmed'),
  ('a2000000-0000-4000-8000-000000000002', 'a1000000-0000-4000-8000-000000000002', 'Thames Valley Realty, spring listings', 'confirmed'),
  ('a2000000-0000-4000-8000-000000000003', 'a1000000-0000-4000-8000-000000000003', 'Covent Market Bakery, holiday', 'confirmed'),
  ('a2000000-0000-4000-8000-000000000004', 'a1000000-0000-4000-8000-000000000004', 'Western Auto Body, year round', 'confirmed'),
  ('a2000000-0000-4000-8000-000000000005', 'a1000000-0000-4000-8000-000000000005', 'Richmond Row Dental, new patients', 'confirmed'),
  ('a2000000-0000-4000-8000-000000000006', 'a1000000-0000-4000-8000-000000000005', 'Richmond Row Dental, a week too late', 'declined')
on conflict (id) do nothing;

insert into public.bookings (id, location_id, starts_on, cycles, status, lead_id, expires_at, campaign_id)
select b.id, b.location_id, private.booking_cycle_on_or_after(private.booking_today()) + 28 * b.cycle_offset, b.cycles, b.status::public.booking_status, b.lead_id, b.expires_at, b.campaign_id
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 0, 2, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000001'::uuid),
  ('e0000000-0000-4000-8000-000000000002'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 0, 3, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000002'::uuid),
  ('e0000000-0000-4000-8000-000000000003'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 0, 6, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000003'::uuid),
  ('e0000000-0000-4000-8000-000000000004'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 0, 2, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000005'::uuid),
  ('e0000000-0000-4000-8000-000000000005'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 0, 13, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000004'::uuid),
  -- Priya Raman's request: its campaign is made from her lead.
  ('e0000000-0000-4000-8000-000000000006'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 0, 2, 'requested', 'd0000000-0000-4000-8000-000000000001'::uuid, now() + interval '6 days', null::uuid),
  ('e0000000-0000-4000-8000-000000000007'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 0, 3, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000002'::uuid),
  ('e0000000-0000-4000-8000-000000000008'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 0, 4, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000001'::uuid),
  ('e0000000-0000-4000-8000-000000000009'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 0, 6, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000003'::uuid),
  ('e0000000-0000-4000-8000-000000000010'::uuid, 'c0000000-0000-4000-8000-000000000001'::uuid, 2, 3, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000004'::uuid),
  ('e0000000-0000-4000-8000-000000000011'::uuid, 'c0000000-0000-4000-8000-000000000001'::uuid, 3, 1, 'confirmed', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000005'::uuid),
  -- A declined request takes nothing.
  ('e0000000-0000-4000-8000-000000000012'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 0, 1, 'declined', null::uuid, null::timestamptz, 'a2000000-0000-4000-8000-000000000006'::uuid)
) as b (id, location_id, cycle_offset, cycles, status, lead_id, expires_at, campaign_id)
on conflict (id) do nothing;

insert into public.campaign_events (campaign_id, action, from_status, to_status, reason)
select c.id, c.status::text, null, c.status, 'Phone sale'
from public.campaigns as c
where c.lead_id is null and not exists (select 1 from public.campaign_events as e where e.campaign_id = c.id);

-- The seed's campaigns stand for sales made before this copy of the site
-- existed: their advertisers were told at the time, so the notices their
-- events wrote are not sent again. The invoices (and their e-mails) are
-- issued by a deferred trigger: fired here, before the notices go, not at commit.
set constraints all immediate;
delete from private.outbox;
