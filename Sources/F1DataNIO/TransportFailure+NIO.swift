import AsyncHTTPClient
import F1Data
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL

extension TransportFailure {
    /// An error of AsyncHTTPClient, SwiftNIO or its TLS in F1Kit's words: typed where F1Kit knows
    /// it, and never a library's type, case or code in the words people read. `answerLimit` is
    /// the limit the client decompresses to, which a gzip bomb reaches.
    package init(nio error: any Error, answerLimit: Int) {
        switch error {
        case let error as TransportFailure:
            self = error
        case let error as HTTPClientError:
            self.init(client: error)
        case let error as NIOConnectionError:
            // Every address the name gave was tried: the first one's failure says why. No address at all is a name not found.
            if let first = error.connectionErrors.first {
                self.init(nio: first.error, answerLimit: answerLimit)
            } else if error.dnsAError != nil || error.dnsAAAAError != nil {
                self = .hostNotFound
            } else {
                self = .connectionFailed("no address was found to connect to")
            }
        case is SocketAddressError, is SocketAddressError.UnknownHost:
            self = .hostNotFound
        case let error as IOError:
            self.init(errno: error.errnoCode)
        case let error as ChannelError:
            self.init(channel: error)
        case let error as HTTPParserError:
            // An end of the connection where the answer had not ended is its connection dropped, not a malformed answer.
            self = error == .invalidEOFState || error == .closedConnection ? .connectionDropped : .invalidResponse
        case let error as NIOHTTPDecompression.DecompressionError:
            self = error == .limit ? .answerPastLimit(limit: answerLimit) : .invalidResponse
        case is NIOHTTPDecompression.ExtraDecompressionError:
            self = .invalidResponse
        case let error as NIOSSLError where error == .uncleanShutdown:
            self = .connectionDropped
        case is NIOSSLError, is NIOSSLExtraError, is BoringSSLError, is NIOSSLCloseTimedOutError:
            self = .secureConnectionFailed
        case is CancellationError:
            self = .cancelled
        default:
            self = .connectionFailed("the request failed for a reason the network library did not give")
        }
    }

    private init(client error: HTTPClientError) {
        switch error {
        case .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout, .deadlineExceeded, .getConnectionFromPoolTimeout,
            .socksHandshakeTimeout, .httpProxyHandshakeTimeout:
            self = .timedOut
        case .remoteConnectionClosed, .uncleanShutdown:
            self = .connectionDropped
        case .invalidURL, .emptyHost, .emptyScheme, .missingSocketPath:
            self = .malformedURL
        case .cancelled, .requestStreamCancelled:
            self = .cancelled
        case .redirectLimitReached, .redirectCycleDetected:
            self = .redirectLoop
        case .proxyAuthenticationRequired:
            self = .loginRequired
        case .identityCodingIncorrectlyPresent, .invalidProxyResponse, .bodyLengthMismatch,
            .contentLengthMissing:
            self = .invalidResponse
        case .alreadyShutdown:
            self = .connectionFailed("the HTTP client had already been shut down")
        default:
            // The rest are a request this client never makes (a body, a proxy, a socket path) or a header it cannot send.
            self = .connectionFailed("the request could not be sent as it was")
        }
    }

    private init(channel error: ChannelError) {
        switch error {
        case .connectTimeout: self = .timedOut
        case .eof, .ioOnClosedChannel, .alreadyClosed, .inputClosed, .outputClosed: self = .connectionDropped
        case .writeHostUnreachable: self = .notConnected
        default: self = .connectionFailed("the connection failed for a reason the network library did not give")
        }
    }

    private init(errno code: CInt) {
        switch code {
        case ECONNREFUSED: self = .refused
        case ECONNRESET, EPIPE, ECONNABORTED: self = .connectionDropped
        case ETIMEDOUT: self = .timedOut
        case ENETUNREACH, EHOSTUNREACH, ENETDOWN: self = .notConnected
        default: self = .connectionFailed(String(cString: strerror(code)).lowercased())
        }
    }
}
