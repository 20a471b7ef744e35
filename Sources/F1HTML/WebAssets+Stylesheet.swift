import F1Charts

extension WebAssets {
    /// The site's stylesheet: the system's fonts (nothing fetched), light and dark by the reader's
    /// setting, usable from 390 px wide, meaning shown by weight and symbols as well as colour, and
    /// one rule per known team colour (`TeamPalette`), then the charts' dark theme.
    package static let stylesheet = base + TeamPalette.rules + chartRules

    private static let base = """
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1b1b1f; --muted: #5f6368; --rule: #e4e4e7; --stripe: #f6f6f8;
          --link: #0b57d0; --focus: #0b57d0; --accent: #e10600;
          --gold: #8a6400; --purple: #7a2fbf; --up: #1e7a34; --down: #b3261e;
          --team: var(--rule);
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #15151e; --fg: #f1f1f3; --muted: #a8abb2; --rule: #2c2d38; --stripe: #1e1f2a;
            --link: #8ab4f8; --focus: #8ab4f8; --accent: #ff4b3e;
            --gold: #f5c542; --purple: #c39bff; --up: #6dd58c; --down: #f28b82;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        a { color: var(--link); }
        /* A word longer than the line (a hostile name in a sentence) breaks rather than widening the page. */
        p, li, dd, h1, h2, figcaption { overflow-wrap: anywhere; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .visually-hidden {
          position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
          overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
        }
        .skip-link { position: absolute; left: 0.5rem; top: -4rem; z-index: 10; padding: 0.5rem 1rem; background: var(--bg); }
        .skip-link:focus { top: 0.5rem; }

        /* Header, navigation, footer: the navigation wraps instead of scrolling. */
        .site-header {
          display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1.5rem;
          padding: 0.75rem 1rem; border-bottom: 3px solid var(--accent);
        }
        .site-name { font-weight: 700; font-size: 1.125rem; color: var(--fg); text-decoration: none; }
        nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
        nav a { display: inline-block; padding: 0.25rem 0; text-decoration: none; }
        nav.switch { margin: 0.75rem 0 0; }
        nav a[aria-current="page"] {
          font-weight: 700; color: var(--fg);
          text-decoration: underline; text-decoration-thickness: 3px; text-underline-offset: 0.35em;
        }
        main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
        .site-footer {
          max-width: 72rem; margin: 2rem auto 0; padding: 1rem;
          color: var(--muted); font-size: 0.875rem; border-top: 1px solid var(--rule);
        }

        /* A report: title, source, facts; reports on one page set apart. */
        article + article { margin-top: 3rem; padding-top: 0.5rem; border-top: 1px solid var(--rule); }
        h1 { font-size: 1.75rem; line-height: 1.2; margin: 0.5rem 0; }
        h2 { font-size: 1.25rem; line-height: 1.3; margin: 2rem 0 0.5rem; }
        h3 { font-size: 1.1rem; line-height: 1.3; margin: 1.5rem 0 0.5rem; }
        .source { color: var(--muted); margin-top: 0; }
        .facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.5rem 1.5rem; margin: 1rem 0; }
        .facts div { border-left: 3px solid var(--rule); padding-left: 0.5rem; }
        .facts dt { color: var(--muted); font-size: 0.875rem; }
        .facts dd { margin: 0; font-weight: 600; }

        /* Tables scroll sideways in their own region; numbers line up. */
        .table { max-width: 100%; overflow-x: auto; position: relative; }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        th, td { padding: 0.35rem 0.6rem; text-align: left; white-space: nowrap; border-bottom: 1px solid var(--rule); }
        th { font-size: 0.8125rem; font-weight: 600; color: var(--muted); }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        tbody tr:hover { background: var(--stripe); }
        td.secondary { color: var(--muted); }
        td.strong { font-weight: 700; }
        td.up { color: var(--up); }
        td.down { color: var(--down); }
        /* The team's colour as a bar at the cell's start; the name beside it says the team. */
        td.team { box-shadow: inset 0.3rem 0 0 var(--team); padding-left: 0.9rem; }

        /* Emphasis by weight and symbol first, colour second. */
        .mark { margin-left: 0.3em; }
        td.leader, td.winner, tr.leader, tr.podium-1, tr.podium-2, tr.podium-3 { font-weight: 700; }
        tr.podium-1 td:first-child { box-shadow: inset 0.3rem 0 0 var(--gold); }
        td.fastest, td.fastest .mark { color: var(--purple); font-weight: 700; }
        /* Sector marks: a bar under the time in the timing screens' colours (or a colour-blind set);
           the time's symbol says the same. */
        td.sector { box-shadow: inset 0 -0.25rem 0 var(--sector); }
        td.sector.best { --sector: #B14CF0; font-weight: 700; }
        td.sector.personal { --sector: #1FBF4C; }
        td.sector.slower { --sector: #E8C21A; }
        td.sector.best.cb { --sector: #0072B2; }
        td.sector.personal.cb { --sector: #E69F00; }
        td.sector.slower.cb { --sector: #999999; }
        tr.next { background: var(--stripe); }
        td.next { font-weight: 700; }
        .empty { color: var(--muted); font-style: italic; }
        .notes { color: var(--muted); padding-left: 1.25rem; }

        /* Charts scale to the page; the reader's dark setting recolours them (chartRules, below). */
        figure.chart { margin: 1rem 0; }
        /* Below 40rem a chart keeps that width, readable, and its frame scrolls sideways. */
        .chart-frame { max-width: 100%; overflow-x: auto; }
        figure.chart svg { display: block; width: 100%; min-width: 40rem; height: auto; }
        figure.chart.map svg { min-width: 0; }
        figcaption { color: var(--muted); font-size: 0.875rem; }
        figcaption p { margin: 0.25rem 0; }

        /* The live race and error pages. */
        .live-delay { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0 0 1rem; }
        .live-delay input { width: 6rem; }
        #live-summary { margin: 0 0 1rem; padding: 0.75rem 1rem; border: 1px solid var(--rule); border-left: 4px solid var(--accent); }
        .error .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; padding: 0; list-style: none; }
        .error .actions a {
          display: inline-block; padding: 0.5rem 1rem;
          border: 1px solid currentColor; border-radius: 0.375rem; text-decoration: none;
        }

        /* Down to a 390 px phone: less padding, facts in one column, smaller cells. */
        @media (max-width: 600px) {
          main, .site-footer { padding: 0.75rem; }
          .site-header { padding: 0.5rem 0.75rem; }
          h1 { font-size: 1.4rem; }
          .facts { grid-template-columns: 1fr; }
          th, td { padding: 0.3rem 0.45rem; }
          td.team { padding-left: 0.7rem; }
        }
        /* Forced colours (Windows high contrast) drop backgrounds and shadows: keep the team bar as a border. */
        @media (forced-colors: active) {
          td.team { box-shadow: none; border-left: 0.3rem solid CanvasText; }
        }

        """

    /// The charts' dark theme, from F1Charts' own two palettes, for the reader who prefers dark.
    private static let chartRules =
        "@media (prefers-color-scheme: dark) {\n" + SVGChartStyle.darkThemeRules(scope: "figure.chart svg") + "}\n"
}
