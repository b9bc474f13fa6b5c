import CLaminaCrypto

/// The digests and ciphers of PDF's standard security handler, from OpenSSL's libcrypto: MD5
/// and RC4 (revisions 2–4), AES-128 and AES-256 in CBC mode (the `/AESV2` and `/AESV3` crypt
/// filters), SHA-256, -384 and -512 (revision 6's password hash).
///
/// RC4 is one of OpenSSL 3's legacy algorithms: it is fetched from a library context of this
/// type's own, with the legacy provider loaded there only, so the process's default context is
/// left as it was. Each function returns an empty array when libcrypto fails.
enum PDFCryptography {
    /// A library context with the default and legacy providers, for RC4.
    nonisolated(unsafe) private static let legacyContext: OpaquePointer? = {
        guard let context = OSSL_LIB_CTX_new() else { return nil }
        guard OSSL_PROVIDER_load(context, "default") != nil, OSSL_PROVIDER_load(context, "legacy") != nil
        else {
            OSSL_LIB_CTX_free(context)
            return nil
        }
        return context
    }()

    /// RC4, fetched once from the legacy context.
    nonisolated(unsafe) private static let rc4Cipher: OpaquePointer? = legacyContext.flatMap {
        EVP_CIPHER_fetch($0, "RC4", nil)
    }

    static func md5(_ message: [UInt8]) -> [UInt8] { digest(message, EVP_md5()) }
    static func sha256(_ message: [UInt8]) -> [UInt8] { digest(message, EVP_sha256()) }
    static func sha384(_ message: [UInt8]) -> [UInt8] { digest(message, EVP_sha384()) }
    static func sha512(_ message: [UInt8]) -> [UInt8] { digest(message, EVP_sha512()) }

    private static func digest(_ message: [UInt8], _ type: OpaquePointer?) -> [UInt8] {
        guard let type else { return [] }
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = message.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &output, &length, type, nil)
        }
        return ok == 1 ? Array(output.prefix(Int(length))) : []
    }

    /// `data` enciphered (or deciphered: it is the same) with RC4 under `key` (1–256 bytes).
    static func rc4(key: [UInt8], to data: [UInt8]) -> [UInt8] {
        guard let rc4Cipher, !key.isEmpty, key.count <= 256 else { return [] }
        return crypt(data, cipher: rc4Cipher, key: key, vector: nil, encrypt: true)
    }

    /// Whole 16-byte blocks of `data` enciphered with AES in CBC mode under `key` (16 or 32
    /// bytes) from `vector`, without padding.
    static func aesEncrypt(_ data: [UInt8], key: [UInt8], vector: [UInt8]) -> [UInt8] {
        guard let cipher = aesCipher(key), vector.count == 16 else { return [] }
        return crypt(
            Array(data.prefix(data.count / 16 * 16)), cipher: cipher, key: key, vector: vector, encrypt: true)
    }

    /// Whole 16-byte blocks of `data` deciphered with AES in CBC mode under `key` (16 or 32
    /// bytes) from `vector`, without padding; a trailing partial block is dropped.
    static func aesDecrypt(_ data: ArraySlice<UInt8>, key: [UInt8], vector: [UInt8]) -> [UInt8] {
        guard let cipher = aesCipher(key), vector.count == 16 else { return [] }
        return crypt(
            Array(data.prefix(data.count / 16 * 16)), cipher: cipher, key: key, vector: vector, encrypt: false
        )
    }

    /// A string or stream of an AES crypt filter deciphered: a 16-byte initialisation vector,
    /// then whole blocks; the PKCS #5 padding is removed when valid.
    static func aesDecryptCBC(_ data: [UInt8], key: [UInt8]) -> [UInt8] {
        guard data.count >= 32 else { return [] }
        var output = aesDecrypt(data[16...], key: key, vector: Array(data[0..<16]))
        if let last = output.last, (1...16).contains(last), output.count >= Int(last),
            output.suffix(Int(last)).allSatisfy({ $0 == last })
        {
            output.removeLast(Int(last))
        }
        return output
    }

    private static func aesCipher(_ key: [UInt8]) -> OpaquePointer? {
        switch key.count {
        case 16: EVP_aes_128_cbc()
        case 32: EVP_aes_256_cbc()
        default: nil
        }
    }

    /// Runs `cipher` over `data` with padding off; `key` sets the key length (RC4's varies).
    private static func crypt(
        _ data: [UInt8], cipher: OpaquePointer, key: [UInt8], vector: [UInt8]?, encrypt: Bool
    ) -> [UInt8] {
        guard let context = EVP_CIPHER_CTX_new() else { return [] }
        defer { EVP_CIPHER_CTX_free(context) }
        let direction: Int32 = encrypt ? 1 : 0
        guard EVP_CipherInit_ex2(context, cipher, nil, nil, direction, nil) == 1,
            EVP_CIPHER_CTX_set_key_length(context, Int32(key.count)) == 1,
            EVP_CIPHER_CTX_set_padding(context, 0) == 1,
            EVP_CipherInit_ex2(context, nil, key, vector, direction, nil) == 1
        else { return [] }
        var output = [UInt8](repeating: 0, count: data.count + 32)
        var written: Int32 = 0
        var finished: Int32 = 0
        let ok = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { input in
                EVP_CipherUpdate(context, out.baseAddress, &written, input.baseAddress, Int32(input.count))
                    == 1
                    && EVP_CipherFinal_ex(context, out.baseAddress! + Int(written), &finished) == 1
            }
        }
        guard ok else { return [] }
        return Array(output.prefix(Int(written + finished)))
    }
}
