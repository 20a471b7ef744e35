import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// The network library's errors in F1Kit's terms: typed where F1Kit knows them, never its codes
/// or domains in words.
@Suite struct TransportMappingTests {
    @Test(arguments: [
        (URLError.Code.timedOut, TransportFailure.timedOut), (.networkConnectionLost, .connectionDropped),
        (.cannotConnectToHost, .refused), (.cannotFindHost, .hostNotFound), (.dnsLookupFailed, .hostNotFound),
        (.notConnectedToInternet, .notConnected), (.serverCertificateUntrusted, .secureConnectionFailed),
        (.badURL, .malformedURL), (.unsupportedURL, .unsupportedURL), (.httpTooManyRedirects, .redirectLoop),
        (.cannotParseResponse, .invalidResponse), (.dataLengthExceedsMaximum, .responseTooLarge),
        (.userAuthenticationRequired, .loginRequired), (.resourceUnavailable, .resourceUnavailable), (.cancelled, .cancelled),
    ])
    func knownURLErrorsAreTyped(code: URLError.Code, expected: TransportFailure) {
        #expect(TransportFailure(URLError(code)) == expected)
        #expect(!TransportFailure(URLError(code)).reason.contains(String(code.rawValue)))
    }

    @Test func anUnknownURLErrorSaysItHasNoReason() {
        #expect(TransportFailure(URLError(.unknown)) == .connectionFailed("the network library gave no reason beyond its code -1"))
    }

    @Test func otherErrorsNeverShowACocoaDomain() {
        let reason = TransportFailure(other: CocoaError(.fileWriteUnknown)).reason
        #expect(reason == "the request failed for a reason the network library did not give")
        #expect(TransportFailure(other: POSIXError(.ECONNREFUSED)).reason == "connection refused")
        #expect(TransportFailure(other: NSError(domain: NSURLErrorDomain, code: URLError.Code.timedOut.rawValue)) == .timedOut)
    }
}
