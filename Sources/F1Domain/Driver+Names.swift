extension Driver {
    /// "Max Verstappen".
    public var fullName: String { givenName + " " + familyName }

    /// The three-letter code, or the first three letters of the family name for drivers before codes.
    public var displayCode: String { code ?? String(familyName.prefix(3)).uppercased() }
}
