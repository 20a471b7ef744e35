import Observation

/// Runs a screen's loads, so that every screen behaves alike when actions overlap: the newest load
/// wins, a superseded or cancelled one never overwrites the state, a refresh keeps the content on
/// screen, and a failed refresh keeps it too, with the failure beside it.
///
/// Observed through `changes`, a plain class, not through `@Observable` on this generic one: a key
/// path into a generic class is built at run time on every read and write, and every load of
/// every screen reads and writes the state (docs/performance.md#contentloader-f1ui). Observers see
/// the same thing: reading `state` or `refreshFailure` tracks it, and setting it notifies them.
@MainActor
public final class ContentLoader<Content: Equatable & Sendable>: Observable {
    public private(set) var state: F1UI.ViewState<Content> {
        get {
            changes.access(\.state)
            return currentState
        }
        set {
            changes.withMutation(of: \.state) { currentState = newValue }
        }
    }

    /// Why the last refresh failed while the older content stayed on screen; cleared by the next success.
    public private(set) var refreshFailure: F1UI.Failure? {
        get {
            changes.access(\.refreshFailure)
            return currentRefreshFailure
        }
        set {
            changes.withMutation(of: \.refreshFailure) { currentRefreshFailure = newValue }
        }
    }

    private var currentState: F1UI.ViewState<Content> = .idle
    private var currentRefreshFailure: F1UI.Failure?
    private let changes = LoaderChanges()
    private var generation = 0
    private var inFlight: Task<Result<Content, any Error>, Never>?
    private let operation: @Sendable () async throws -> Content
    private let emptiness: @Sendable (Content) -> String?

    /// `emptiness` names what is missing when loaded content has nothing to show, else nil.
    package init(
        emptiness: @escaping @Sendable (Content) -> String? = { _ in nil }, operation: @escaping @Sendable () async throws -> Content
    ) {
        self.operation = operation
        self.emptiness = emptiness
    }

    /// Loads once: only when nothing was loaded yet (a screen that appears again keeps its content).
    package func appear() async {
        guard currentState == .idle else { return }
        await run(keepingContent: false)
    }

    /// Loads from scratch, showing the loading state.
    package func load() async {
        await run(keepingContent: false)
    }

    /// Loads again behind the content on screen; with nothing on screen, like `load`.
    package func refresh() async {
        await run(keepingContent: true)
    }

    /// Stops the load under way, if any, and puts back the state from before it.
    package func cancel() {
        inFlight?.cancel()
    }

    private func run(keepingContent: Bool) async {
        generation += 1
        let ticket = generation
        inFlight?.cancel()
        let before = currentState
        let shown = keepingContent ? currentState.content : nil
        state = shown.map { .refreshing($0) } ?? .loading
        // Off the main actor from its start: the operation runs nonisolated anyway, and a task on
        // the main actor would hop there and back around it (two thread switches per load).
        let task = Task { @concurrent [operation] () -> Result<Content, any Error> in
            do { return .success(try await operation()) } catch { return .failure(error) }
        }
        inFlight = task
        let result = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        // A newer load owns the screen now: this one's outcome is stale whatever it is.
        guard ticket == generation else { return }
        inFlight = nil
        if task.isCancelled {
            state = before.isLoading ? (before.content.map { .loaded($0) } ?? .idle) : before
            return
        }
        switch result {
        case .success(let content):
            state = emptiness(content).map { .empty($0) } ?? .loaded(content)
            refreshFailure = nil
        case .failure(let error):
            let failure = F1UI.FriendlyError.failure(for: error)
            if let shown {
                state = .loaded(shown)
                refreshFailure = failure
            } else {
                state = .error(failure)
            }
        }
    }
}

/// What a `ContentLoader` tells its observers: one stand-in property per observed one, so the key
/// paths the registrar is given are a plain class's, made once.
@MainActor
private final class LoaderChanges: Observable {
    private let registrar = ObservationRegistrar()
    // Never read: each is the key path an observer of its property is registered under. Not
    // `Void`: two empty properties share an offset, so their key paths would be equal.
    var state = false
    var refreshFailure = false

    func access(_ property: KeyPath<LoaderChanges, Bool>) {
        registrar.access(self, keyPath: property)
    }

    func withMutation(of property: KeyPath<LoaderChanges, Bool>, _ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: property, change)
    }
}

/// A screen that loads its content, with the actions a person has on it.
@MainActor
public protocol LoadingScreen: AnyObject {
    associatedtype Content: Equatable & Sendable
    /// Runs the screen's loads; the screen's state is the loader's.
    var loader: ContentLoader<Content> { get }
}

extension LoadingScreen {
    public var state: F1UI.ViewState<Content> { loader.state }
    /// Why the last refresh failed while the older content stayed on screen.
    public var refreshFailure: F1UI.Failure? { loader.refreshFailure }

    /// The screen comes into view: loads when it has nothing yet, else keeps what it shows.
    public func onAppear() async { await loader.appear() }
    /// The person asks for fresh data: the content stays while it loads.
    public func onRefresh() async { await loader.refresh() }
    /// The person retries after a failure: loads from scratch.
    public func onTappedRetry() async { await loader.load() }
    /// Loads from scratch (what a one-shot report does).
    public func load() async { await loader.load() }
}
