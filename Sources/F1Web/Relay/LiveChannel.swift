/// Where a page server's `/live` subscribes the browser when another process publishes the live
/// race (`f1web --live-from`): a path on the page's own origin (the proxy serves the channel beside
/// the pages) or an absolute http(s) URL elsewhere. The command line checks it.
package struct LiveChannel: Sendable, Equatable {
    /// As the page's script gets it.
    package let url: String
    /// The origin the page's Content-Security-Policy lets it connect to; nil for a path, which
    /// `'self'` already allows.
    package let origin: String?

    package init(url: String, origin: String?) {
        self.url = url
        self.origin = origin
    }
}
