import F1UI

extension HTMLPage {
    /// The other versions of the page a person switches between, as the app's segmented control
    /// does: the drivers' or the constructors' standings of the same season.
    package struct Switcher: Hashable, Sendable {
        package struct Choice: Hashable, Sendable {
            package var title: String
            package var path: WebPath
            package var isCurrent: Bool

            package init(_ title: String, _ path: WebPath, isCurrent: Bool) {
                self.title = title
                self.path = path
                self.isCurrent = isCurrent
            }
        }

        /// What the choices are of, for screen readers: "Championship".
        package var label: String
        package var choices: [Choice]

        package init(label: String, choices: [Choice]) {
            self.label = label
            self.choices = choices
        }

        /// Drivers or constructors, each at `path(kind)`.
        package static func kinds(_ label: String, current: StandingsScreen.Kind, path: (StandingsScreen.Kind) -> WebPath) -> Switcher {
            Switcher(
                label: label,
                choices: [StandingsScreen.Kind.drivers, .constructors].map { kind in
                    Choice(kind == .drivers ? "Drivers" : "Constructors", path(kind), isCurrent: kind == current)
                })
        }

        /// A navigation landmark of links, the current one marked as the page.
        package var fragment: HTMLFragment { fragment(in: .normal) }

        /// The links as a page in `mode` writes them.
        package func fragment(in mode: WebMode) -> HTMLFragment {
            var writer = HTMLWriter(capacity: 256)
            writer.open("nav", ["class": "switch", "aria-label": label])
            writer.raw("<ul>")
            for choice in choices {
                writer.open("li")
                writer.element(
                    "a", ["href": mode.link(choice.path).description, "aria-current": choice.isCurrent ? "page" : nil], text: choice.title)
                writer.close("li")
            }
            writer.raw("</ul>")
            writer.close("nav")
            writer.raw("\n")
            return HTMLFragment(markup: writer.html)
        }
    }
}
