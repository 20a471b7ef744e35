import F1Data
import Foundation

/// Decoders for the generated samples, as the real sources configure them.
public enum Samples {
    /// A JSON decoder that rejects every key the schemas do not declare.
    public static func strictDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeys.strictKeys] = true
        return decoder
    }
}

/// The sample datasets in `Fixtures/`, generated as Swift values: `Fixtures.hostileBox()`.
package enum Fixtures {}
