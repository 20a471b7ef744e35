// Overloads for the standard scalars, so they never go through a nested decoder.
extension KeyedContainer {
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try context.bool(at: try value(for: key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try context.string(at: try value(for: key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try context.double(at: try value(for: key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try context.float(at: try value(for: key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try context.integer(type, at: try value(for: key))
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try context.integer(type, at: try value(for: key))
    }
}

// Missing keys and null values are both nil; anything else must decode.
extension KeyedContainer {
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.bool(at: value)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.string(at: value)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.double(at: value)
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.float(at: value)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        guard let value = presentValue(for: key) else { return nil }
        return try context.integer(type, at: value)
    }
}
