import HTTPTypes
import Hummingbird
import Logging

/// Headers every answer carries: a Content-Security-Policy that lets a page load only the
/// server's own script, styles and pictures, and the usual hardening. The script may also connect
/// to `connectSource`, the origin of a live channel elsewhere (`f1web --live-from`).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var policy: String { policy(connectSource: nil) }

    static func policy(connectSource: String?) -> String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'"
            + (connectSource.map { " " + $0 } ?? "") + "; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    let policy: String

    init(connectSource: String? = nil) {
        policy = Self.policy(connectSource: connectSource)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = policy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        response.headers[.xFrameOptions] = "DENY"
        response.headers[.crossOriginOpenerPolicy] = "same-origin"
        return response
    }
}

/// One line per request through swift-log: method, path, status and the server's time.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds / 1_000_000_000_000) / 1000 + Double(elapsed.components.seconds) * 1000
        logger.info("\(request.method.rawValue) \(request.uri.path) \(response.status.code) \(milliseconds) ms")
        return response
    }
}

/// Refuses a request body larger than any page takes (f1web's pages take none), before it is
/// read, and a method no route has. On a socket `HTTPGuard` refuses a long body first (a chunked
/// one too); this answers a router used without one.
struct RequestLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    static var allowed: String { "GET, HEAD" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > WebServer.maximumBody {
            return Response(status: .contentTooLarge, headers: [.connection: "close"])
        }
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: Self.allowed, .cacheControl: "no-store"])
        }
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    static let contentSecurityPolicy = HTTPField.Name("Content-Security-Policy")!  // trap-ok: a valid name
    static let xContentTypeOptions = HTTPField.Name("X-Content-Type-Options")!  // trap-ok: a valid name
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!  // trap-ok: a valid name
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!  // trap-ok: a valid name
    static let crossOriginOpenerPolicy = HTTPField.Name("Cross-Origin-Opener-Policy")!  // trap-ok: a valid name
}
