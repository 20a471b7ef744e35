import Foundation

/// One f1db `drivers/<id>.yml` file.
package struct Driver: Decodable, Sendable {
    package enum Gender: String, Decodable, Sendable, CaseIterable {
        case male = "MALE"
        case female = "FEMALE"
    }

    package struct FamilyRelationship: Decodable, Sendable {
        var driverId: String
        var type: String
    }

    var id: String
    var name: String
    var firstName: String
    var lastName: String
    var fullName: String
    var abbreviation: String
    /// Kept as text: f1db treats car numbers as strings.
    var permanentNumber: String?
    var gender: Gender
    var dateOfBirth: Date
    var dateOfDeath: Date?
    var placeOfBirth: String
    var countryOfBirthCountryId: String
    var nationalityCountryId: String
    var secondNationalityCountryId: String?
    package var familyRelationships: [FamilyRelationship]?
}
