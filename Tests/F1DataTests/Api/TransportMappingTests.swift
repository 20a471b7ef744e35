import AsyncHTTPClient
import F1DataNIO
import F1UseCases
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOSSL
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

/// The fetch helper's client's errors (AsyncHTTPClient, SwiftNIO, its TLS) in F1Kit's terms:
/// typed where F1Kit knows them, and never a library's type or case in words.
@Suite struct NIOTransportMappingTests {
    static let limit = 1_048_576

    @Test(arguments: [
        (HTTPClientError.readTimeout as any Error, TransportFailure.timedOut), (HTTPClientError.connectTimeout, .timedOut),
        (HTTPClientError.deadlineExceeded, .timedOut), (HTTPClientError.remoteConnectionClosed, .connectionDropped),
        (HTTPClientError.invalidURL, .malformedURL), (HTTPClientError.emptyHost, .malformedURL), (HTTPClientError.cancelled, .cancelled),
        (HTTPClientError.redirectLimitReached, .redirectLoop), (HTTPClientError.bodyLengthMismatch, .invalidResponse),
        (IOError(errnoCode: ECONNREFUSED, reason: "connect"), .refused), (IOError(errnoCode: ECONNRESET, reason: "read"), .connectionDropped),
        (IOError(errnoCode: ENETUNREACH, reason: "connect"), .notConnected), (ChannelError.connectTimeout(.seconds(1)), .timedOut),
        (ChannelError.eof, .connectionDropped),
        (HTTPParserError.invalidStatus, .invalidResponse), (HTTPParserError.invalidEOFState, .connectionDropped),
        (NIOHTTPDecompression.DecompressionError.limit, .answerPastLimit(limit: limit)),
        (NIOHTTPDecompression.DecompressionError.inflationError(-3), .invalidResponse),
        (NIOHTTPDecompression.ExtraDecompressionError.truncatedData, .invalidResponse),
        (NIOSSLError.handshakeFailed(.sslError([])), .secureConnectionFailed), (NIOSSLError.uncleanShutdown, .connectionDropped),
        (TransportFailure.redirectToScheme("ftp"), .redirectToScheme("ftp")),
    ])
    func knownErrorsAreTyped(error: any Error, expected: TransportFailure) {
        #expect(TransportFailure(nio: error, answerLimit: Self.limit) == expected)
    }

    /// A failure F1Kit has no word for says so in plain words: no type, case or module of a library.
    @Test(arguments: [
        HTTPClientError.invalidHeaderFieldValues(["a\nb"]) as any Error, HTTPClientError.alreadyShutdown,
        ChannelError.operationUnsupported, IOError(errnoCode: EACCES, reason: "socket"), CocoaError(.fileWriteUnknown),
    ])
    func otherErrorsAreInPlainWords(error: any Error) {
        let reason = TransportFailure(nio: error, answerLimit: Self.limit).reason
        for word in ["HTTPClientError", "ChannelError", "IOError", "NIO", "Cocoa", "errno", "Error"] {
            #expect(!reason.contains(word), "\(reason)")
        }
    }
}
