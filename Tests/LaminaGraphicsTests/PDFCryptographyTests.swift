import Foundation
import Testing

@testable import LaminaGraphics

/// PDF decryption's primitives, from libcrypto, against their standards' test vectors.
@Suite struct PDFCryptographyTests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    private func bytes(_ hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map {
            let start = hex.index(hex.startIndex, offsetBy: $0)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
    }

    @Test func digestsMatchTheirStandards() {
        let abc = Array("abc".utf8)
        // RFC 1321 and FIPS 180-4.
        #expect(hex(PDFCryptography.md5(abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(
            hex(PDFCryptography.sha256(abc))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(PDFCryptography.sha384(abc)).hasPrefix("cb00753f45a35e8bb5a03d699ac65007"))
        #expect(hex(PDFCryptography.sha512(abc)).hasPrefix("ddaf35a193617abacc417349ae204131"))
        #expect(hex(PDFCryptography.md5([])) == "d41d8cd98f00b204e9800998ecf8427e")
    }

    @Test func rc4MatchesItsKnownVectorsForEveryPDFKeyLength() {
        #expect(
            hex(PDFCryptography.rc4(key: Array("Key".utf8), to: Array("Plaintext".utf8)))
                == "bbf316e8d940af0ad3")
        #expect(hex(PDFCryptography.rc4(key: Array("Wiki".utf8), to: Array("pedia".utf8))) == "1021bf0420")
        // A 40-bit key (PDF revision 2) and a 128-bit one round-trip.
        for length in [5, 16] {
            let key = (0..<length).map { UInt8($0 * 7 + 1) }
            let text = Array("Secret text".utf8)
            let sealed = PDFCryptography.rc4(key: key, to: text)
            #expect(sealed.count == text.count && sealed != text)
            #expect(PDFCryptography.rc4(key: key, to: sealed) == text)
        }
        #expect(PDFCryptography.rc4(key: [], to: [1, 2, 3]).isEmpty)
    }

    @Test func aesMatchesFIPS197AndStripsValidPaddingOnly() {
        // FIPS 197, appendix C: one block, a zero vector (so CBC is the bare cipher).
        let plain = bytes("00112233445566778899aabbccddeeff")
        let zero = [UInt8](repeating: 0, count: 16)
        let key128 = bytes("000102030405060708090a0b0c0d0e0f")
        let key256 = bytes("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
        #expect(
            hex(PDFCryptography.aesEncrypt(plain, key: key128, vector: zero))
                == "69c4e0d86a7b0430d8cdb78070b4c55a")
        #expect(
            hex(PDFCryptography.aesEncrypt(plain, key: key256, vector: zero))
                == "8ea2b7ca516745bfeafc49904b496089")
        #expect(
            PDFCryptography.aesDecrypt(
                bytes("8ea2b7ca516745bfeafc49904b496089")[...], key: key256, vector: zero) == plain)
        // A stream: vector, then blocks padded with PKCS #5.
        let vector = [UInt8](repeating: 9, count: 16)
        let padded = Array("Secret text".utf8) + [UInt8](repeating: 5, count: 5)
        let stream = vector + PDFCryptography.aesEncrypt(padded, key: key128, vector: vector)
        #expect(PDFCryptography.aesDecryptCBC(stream, key: key128) == Array("Secret text".utf8))
        // Padding that is not valid stays; a wrong key length gives nothing.
        let unpadded = Array("0123456789abcdef".utf8)
        let raw = vector + PDFCryptography.aesEncrypt(unpadded, key: key128, vector: vector)
        #expect(PDFCryptography.aesDecryptCBC(raw, key: key128) == unpadded)
        #expect(PDFCryptography.aesDecryptCBC(raw, key: [1, 2, 3]).isEmpty)
    }
}
