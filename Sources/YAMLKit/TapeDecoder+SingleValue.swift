extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { node.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try context.bool(at: index) }
    func decode(_ type: String.Type) throws -> String { try context.string(at: index) }
    func decode(_ type: Double.Type) throws -> Double { try context.double(at: index) }
    func decode(_ type: Float.Type) throws -> Float { try context.float(at: index) }
    func decode(_ type: Int.Type) throws -> Int { try context.integer(type, at: index) }
    func decode(_ type: Int8.Type) throws -> Int8 { try context.integer(type, at: index) }
    func decode(_ type: Int16.Type) throws -> Int16 { try context.integer(type, at: index) }
    func decode(_ type: Int32.Type) throws -> Int32 { try context.integer(type, at: index) }
    func decode(_ type: Int64.Type) throws -> Int64 { try context.integer(type, at: index) }
    func decode(_ type: UInt.Type) throws -> UInt { try context.integer(type, at: index) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try context.integer(type, at: index) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try context.integer(type, at: index) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try context.integer(type, at: index) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try context.integer(type, at: index) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeSameNode(type) }
}
