// Overloads for the standard scalars, so they never go through a nested decoder.
extension UnkeyedContainer {
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try context.bool(at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try context.string(at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try context.double(at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let value = try context.float(at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let value = try context.integer(type, at: try currentItem())
        advance()
        return value
    }
}
