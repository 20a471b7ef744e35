import F1Domain
import Observation

extension F1UI {
    /// The app's top-level sections.
    public enum Tab: String, CaseIterable, Sendable {
        case races, standings, seasons, live

        public var title: String {
            switch self {
            case .races: "Races"
            case .standings: "Standings"
            case .seasons: "Seasons"
            case .live: "Live"
            }
        }
    }
}

/// Where the person is: the selected tab and, per tab, the stack of screens opened on top of its
/// root, each named by its `ReportRequest`, as a tab bar with a navigation stack in each tab. A SwiftUI app binds `path(for:)` to a
/// NavigationStack; the terminal app draws the top of the selected tab's stack.
@MainActor
@Observable
public final class Router {
    public private(set) var tab: F1UI.Tab
    private var paths: [F1UI.Tab: [ReportRequest]] = [:] {
        didSet { pathsDidChange?() }
    }
    /// Told after any stack changes, however it changed (a NavigationStack's binding included), so
    /// the owner of the screens can forget the ones closed.
    @ObservationIgnored package var pathsDidChange: (@MainActor () -> Void)?

    public init(tab: F1UI.Tab = .races) {
        self.tab = tab
    }

    /// The screens opened on the selected tab, oldest first.
    public var path: [ReportRequest] { path(for: tab) }

    /// The screen on top of the selected tab, or nil at its root.
    public var top: ReportRequest? { path.last }

    public func path(for tab: F1UI.Tab) -> [ReportRequest] { paths[tab] ?? [] }

    /// Replaces a tab's stack, as a SwiftUI NavigationStack's binding does.
    public func setPath(_ path: [ReportRequest], for tab: F1UI.Tab) {
        paths[tab] = path
    }

    /// Switches tabs; each keeps its stack.
    public func select(_ tab: F1UI.Tab) {
        self.tab = tab
    }

    /// Opens `route` on top of the selected tab, unless it is already the top.
    public func push(_ route: ReportRequest) {
        guard top != route else { return }
        paths[tab, default: []].append(route)
    }

    /// Goes back one screen; false at the tab's root, where there is nothing to go back to.
    @discardableResult
    public func pop() -> Bool {
        guard !path.isEmpty else { return false }
        paths[tab]?.removeLast()
        return true
    }

    /// Closes every screen opened on every tab (after the season changes, they show another one).
    public func popAllToRoot() {
        paths = [:]
    }
}
