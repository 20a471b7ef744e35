#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The types the decoder reads itself: the standard scalars, and Foundation types whose own
/// `Decodable` conformance expects a different representation.
///
/// Recognised by metatype comparison into a plain enum, so the generic decode paths never form
/// a `T?`: in unspecialised generic code every `T?` costs a runtime metadata lookup, and those
/// paths run for every value decoded.
enum BuiltinType {
    case string, int, double, bool, float, date, url, decimal, data
    case int64, int32, int16, int8, uint, uint64, uint32, uint16, uint8

    @inline(__always)
    init?<T>(_ type: T.Type) {
        if T.self == String.self {
            self = .string
        } else if T.self == Int.self {
            self = .int
        } else if T.self == Double.self {
            self = .double
        } else if T.self == Bool.self {
            self = .bool
        } else if let integer = Self(otherInteger: type) {
            self = integer
        } else if T.self == Float.self {
            self = .float
        } else if T.self == Date.self {
            self = .date
        } else if T.self == URL.self {
            self = .url
        } else if T.self == Decimal.self {
            self = .decimal
        } else if T.self == Data.self {
            self = .data
        } else {
            return nil
        }
    }

    @inline(__always)
    private init?<T>(otherInteger type: T.Type) {
        if T.self == Int64.self {
            self = .int64
        } else if T.self == Int32.self {
            self = .int32
        } else if T.self == Int16.self {
            self = .int16
        } else if T.self == Int8.self {
            self = .int8
        } else if T.self == UInt.self {
            self = .uint
        } else if T.self == UInt64.self {
            self = .uint64
        } else if T.self == UInt32.self {
            self = .uint32
        } else if T.self == UInt16.self {
            self = .uint16
        } else if T.self == UInt8.self {
            self = .uint8
        } else {
            return nil
        }
    }
}

extension DecodingContext {
    /// Decodes a builtin type; `builtin` must be `BuiltinType(T.self)`.
    func decode<T>(_ builtin: BuiltinType, as type: T.Type, at index: Int) throws(YAMLError) -> T {
        switch builtin {
        case .string: return cast(try string(at: index), to: T.self)
        case .int: return cast(try integer(Int.self, at: index), to: T.self)
        case .double: return cast(try double(at: index), to: T.self)
        case .bool: return cast(try bool(at: index), to: T.self)
        case .float: return cast(try float(at: index), to: T.self)
        case .date: return cast(try date(at: index), to: T.self)
        case .url: return cast(try url(at: index), to: T.self)
        case .decimal: return cast(try decimal(at: index), to: T.self)
        case .data: return cast(try data(at: index), to: T.self)
        case .int64: return cast(try integer(Int64.self, at: index), to: T.self)
        case .int32: return cast(try integer(Int32.self, at: index), to: T.self)
        case .int16: return cast(try integer(Int16.self, at: index), to: T.self)
        case .int8: return cast(try integer(Int8.self, at: index), to: T.self)
        case .uint: return cast(try integer(UInt.self, at: index), to: T.self)
        case .uint64: return cast(try integer(UInt64.self, at: index), to: T.self)
        case .uint32: return cast(try integer(UInt32.self, at: index), to: T.self)
        case .uint16: return cast(try integer(UInt16.self, at: index), to: T.self)
        case .uint8: return cast(try integer(UInt8.self, at: index), to: T.self)
        }
    }

    /// Reinterprets a value as `T`; only called after checking that `T` is exactly `U`.
    @inline(__always)
    private func cast<U, T>(_ value: U, to type: T.Type) -> T {
        precondition(U.self == T.self)
        return unsafeBitCast(value, to: T.self)
    }
}
