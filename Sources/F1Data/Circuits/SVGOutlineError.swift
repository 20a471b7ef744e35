/// Why a circuit drawing gave no outline, as a clause that follows the file's name: "… holds
/// no path". Sources put it into `TelemetryError.fileUnusable(path:reason:)`.
package enum SVGOutlineError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(bytes: Int, limit: Int)
    case notText
    case noPath
    case noClosedPath
    case entityInPath
    case pathSyntax(String)
    case numberOutOfRange(String)
    case coordinateOutOfRange
    case tooManyPoints(limit: Int)
    case tooSmall

    package var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "is \(bytes) bytes, more than the \(limit) a circuit drawing may be"
        case .notText: "is not UTF-8 text, so it is no SVG drawing"
        case .noPath: "holds no <path> with a d attribute, so it draws no circuit"
        case .noClosedPath: "holds no closed path (one ending in Z), so it draws no circuit"
        case .entityInPath: "has an entity (&…;) in its path data, which a circuit drawing never has"
        case .pathSyntax(let problem): "has path data that \(problem)"
        case .numberOutOfRange(let text): "has the number '\(text)' in its path data, beyond ±10,000,000 or not finite"
        case .coordinateOutOfRange: "has a path that reaches beyond ±10,000,000"
        case .tooManyPoints(let limit): "has a path of more than \(limit) points, which no circuit drawing has"
        case .tooSmall: "has a closed path of fewer than three distinct points, so it draws no circuit"
        }
    }
}
