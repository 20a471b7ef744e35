/// Markup ready to place in a page: a rendered document, a live board. A type of its own, so
/// text from data cannot reach a page unescaped by being passed where markup is expected.
package struct HTMLFragment: Hashable, Sendable, CustomStringConvertible {
    /// The markup.
    package let html: String

    /// Markup f1web writes itself, trusted as it stands: never text from data.
    package init(markup: String) {
        html = markup
    }

    /// `text` escaped: shown as it is written.
    package init(text: String) {
        html = HTMLText.escaped(text)
    }

    package var description: String { html }

    /// The fragments one after the other.
    package static func + (lhs: HTMLFragment, rhs: HTMLFragment) -> HTMLFragment {
        HTMLFragment(markup: lhs.html + rhs.html)
    }
}
