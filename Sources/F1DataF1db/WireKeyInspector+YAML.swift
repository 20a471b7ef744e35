import F1Data
import YAMLKit

extension WireKeyInspector {
    /// YAMLKit's in-place check of a mapping's keys: the DTOs' unknown-key check then costs a
    /// byte comparison per key instead of a string and a boxed key for every key of every value.
    package static let yaml = WireKeyInspector { decoder, keys in
        switch YAMLKeyCheck.firstKey(of: decoder, where: { !keys.contains($0) }) {
        case .allAllowed: .allAllowed
        case .unknown(let key): .unknown(key)
        case .unavailable: .unavailable
        }
    }
}

extension YAMLDecoder {
    /// A decoder for f1db files, whose DTOs check their keys through YAMLKit in place.
    package static let f1db: YAMLDecoder = {
        var decoder = YAMLDecoder()
        decoder.userInfo[WireKeyInspector.userInfoKey] = WireKeyInspector.yaml
        return decoder
    }()
}
