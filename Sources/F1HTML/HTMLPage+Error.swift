extension HTMLPage {
    /// A way out of an error page, as a plain link: it works without script and needs no form.
    package struct Link: Hashable, Sendable {
        package var title: String
        package var path: WebPath

        package init(_ title: String, _ path: WebPath) {
            self.title = title
            self.path = path
        }

        /// The page that failed, asked for again.
        package static func tryAgain(_ path: WebPath) -> Link {
            Link("Try again", path)
        }

        /// The calendar of `season`.
        package static func backToSeason(_ season: Int) -> Link {
            Link("Back to the season", .season(season))
        }
    }

    /// The body of an error or "not found" page: a heading, one sentence, the ways out.
    package static func errorArticle(title: String, message: String, actions: [Link] = [], mode: WebMode = .normal) -> HTMLFragment {
        var writer = HTMLWriter(capacity: 512)
        writer.open("article", ["class": "error"])
        writer.raw("\n")
        writer.element("h1", text: title)
        writer.raw("\n")
        writer.element("p", text: message)
        writer.raw("\n")
        if !actions.isEmpty {
            writer.open("ul", ["class": "actions"])
            for action in actions {
                writer.open("li")
                writer.element("a", ["href": mode.link(action.path).description], text: action.title)
                writer.close("li")
            }
            writer.close("ul")
            writer.raw("\n")
        }
        writer.close("article")
        writer.raw("\n")
        return HTMLFragment(markup: writer.html)
    }

    /// This page (its title the error's heading) holding only the error.
    package func renderError(message: String, actions: [Link] = []) -> String {
        render([Self.errorArticle(title: title, message: message, actions: actions, mode: mode)])
    }
}
