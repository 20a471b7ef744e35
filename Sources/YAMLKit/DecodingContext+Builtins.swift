#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DecodingContext {
    /// Decodes types the decoder reads itself: the standard scalars, and Foundation types whose own
    /// `Decodable` conformance expects a different representation. Nil for every other type.
    @inline(__always)
    func decodeBuiltin<T: Decodable>(_ type: T.Type, at index: Int) throws(YAMLError) -> T? {
        if T.self == String.self { return cast(try string(at: index), to: T.self) }
        if T.self == Int.self { return cast(try integer(Int.self, at: index), to: T.self) }
        if T.self == Double.self { return cast(try double(at: index), to: T.self) }
        if T.self == Bool.self { return cast(try bool(at: index), to: T.self) }
        if let value: T = try decodeOtherInteger(type, at: index) { return value }
        if T.self == Float.self { return cast(try float(at: index), to: T.self) }
        if T.self == Date.self { return cast(try date(at: index), to: T.self) }
        if T.self == URL.self { return cast(try url(at: index), to: T.self) }
        if T.self == Decimal.self { return cast(try decimal(at: index), to: T.self) }
        if T.self == Data.self { return cast(try data(at: index), to: T.self) }
        return nil
    }

    @inline(__always)
    private func decodeOtherInteger<T>(_ type: T.Type, at index: Int) throws(YAMLError) -> T? {
        if T.self == Int64.self { return cast(try integer(Int64.self, at: index), to: T.self) }
        if T.self == Int32.self { return cast(try integer(Int32.self, at: index), to: T.self) }
        if T.self == Int16.self { return cast(try integer(Int16.self, at: index), to: T.self) }
        if T.self == Int8.self { return cast(try integer(Int8.self, at: index), to: T.self) }
        if T.self == UInt.self { return cast(try integer(UInt.self, at: index), to: T.self) }
        if T.self == UInt64.self { return cast(try integer(UInt64.self, at: index), to: T.self) }
        if T.self == UInt32.self { return cast(try integer(UInt32.self, at: index), to: T.self) }
        if T.self == UInt16.self { return cast(try integer(UInt16.self, at: index), to: T.self) }
        if T.self == UInt8.self { return cast(try integer(UInt8.self, at: index), to: T.self) }
        return nil
    }

    /// Reinterprets a value as `T`; only called after checking that `T` is exactly `U`.
    @inline(__always)
    private func cast<U, T>(_ value: U, to type: T.Type) -> T {
        unsafeBitCast(value, to: T.self)
    }
}
