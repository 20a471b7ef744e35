import F1ReportCatalog
import F1UI

extension AppEnvironment {
    /// Every report command's one shape: the catalog loads the report the arguments name, then it
    /// is written in the chosen format, or the friendly error with a failing exit code.
    @MainActor
    func show(_ request: ReportRequest) async throws {
        try emit(await catalog.load(request))
    }
}
