import F1UI

/// A report's screen whose content has a typed export: the machine face of the same load the
/// drawn faces render. Each export declares its screen's conformance beside itself, so the
/// catalogue (and an app's "share") asks any screen for its export without knowing the report.
@MainActor
public protocol ExportingScreen: ReportScreen {
    /// The export types the screen writes (the rules screen: one season's or every system's),
    /// for the documented schemas.
    nonisolated static var exportTypes: [any ExportDocument.Type] { get }

    /// The export of the content loaded, made when called (a web page that only draws never pays
    /// for it); nil before the screen has content.
    func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)?
}

extension LoadingScreen {
    /// The export `make` writes of the content loaded, made when called; nil without content.
    func exporting(_ make: @escaping @Sendable (Content) -> any ExportDocument) -> (@Sendable () -> any ExportDocument)? {
        guard let content = state.content else { return nil }
        return { make(content) }
    }
}
