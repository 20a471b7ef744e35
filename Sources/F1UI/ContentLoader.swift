import Observation

/// Runs a screen's loads, so that every screen behaves alike when actions overlap: the newest load
/// wins, a superseded or cancelled one never overwrites the state, a refresh keeps the content on
/// screen, and a failed refresh keeps it too, with the failure beside it.
@MainActor
@Observable
public final class ContentLoader<Content: Equatable & Sendable> {
    public private(set) var state: F1UI.ViewState<Content> = .idle
    /// Why the last refresh failed while the older content stayed on screen; cleared by the next success.
    public private(set) var refreshFailure: F1UI.Failure?

    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var inFlight: Task<Result<Content, any Error>, Never>?
    @ObservationIgnored private let operation: @Sendable () async throws -> Content
    @ObservationIgnored private let emptiness: @Sendable (Content) -> String?

    /// `emptiness` names what is missing when loaded content has nothing to show, else nil.
    package init(
        emptiness: @escaping @Sendable (Content) -> String? = { _ in nil }, operation: @escaping @Sendable () async throws -> Content
    ) {
        self.operation = operation
        self.emptiness = emptiness
    }

    /// Loads once: only when nothing was loaded yet (a screen that appears again keeps its content).
    package func appear() async {
        guard state == .idle else { return }
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
        let before = state
        let shown = keepingContent ? state.content : nil
        state = shown.map { .refreshing($0) } ?? .loading
        let task = Task { [operation] () -> Result<Content, any Error> in
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
