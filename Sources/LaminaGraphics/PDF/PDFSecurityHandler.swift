import Foundation

/// PDF's standard security handler: RC4 and AES-128 (revisions 2 and 3, and revision 4 with the
/// `/V2` or `/AESV2` crypt filter) and AES-256 (revisions 5 and 6, `/AESV3`). Checks user and
/// owner passwords and decrypts strings and streams.
///
/// Other security handlers (public-key ones) are not supported: such documents stay locked.
/// Passwords are used as given (PDF 2.0 asks for SASLprep on Unicode passwords first).
struct PDFSecurityHandler {
    /// The password padding string of PDF 1.7, section 7.6.3.3.
    private static let padding: [UInt8] = [
        0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
        0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A,
    ]

    let revision: Int
    /// The key length in bytes (5 to 16).
    let keyLength: Int
    let owner: [UInt8]
    let user: [UInt8]
    let permissions: Int32
    let firstIdentifier: [UInt8]
    /// Whether strings and streams are encrypted with AES rather than RC4.
    let usesAES: Bool
    /// The file key encrypted with the owner's and the user's password (revisions 5 and 6).
    let ownerEncryptedKey: [UInt8]
    let userEncryptedKey: [UInt8]

    /// A handler for an `/Encrypt` dictionary, or `nil` when it uses anything but RC4 through the
    /// standard handler.
    init?(encryption: PDFObject, identifier: PDFObject?) {
        guard encryption["Filter"]?.nameValue == "Standard", let version = encryption["V"]?.integerValue,
            let revision = encryption["R"]?.integerValue, (2...6).contains(revision),
            let owner = encryption["O"], case .string = owner.value,
            owner.byteCount >= (revision >= 5 ? 48 : 32),
            let user = encryption["U"], case .string = user.value,
            user.byteCount >= (revision >= 5 ? 48 : 32),
            let permissions = encryption["P"]?.integerValue
        else { return nil }
        var ownerEncryptedKey: [UInt8] = []
        var userEncryptedKey: [UInt8] = []
        var bits = encryption["Length"]?.integerValue ?? 40
        var usesAES = false
        switch version {
        case 1: bits = 40
        case 2: break
        case 4:
            // Revision 4: RC4 or AES-128 through one standard crypt filter for strings and streams.
            guard let filter = encryption["CF"]?["StdCF"], let method = filter["CFM"]?.nameValue,
                method == "V2" || method == "AESV2",
                encryption["StmF"]?.nameValue ?? "Identity" == "StdCF",
                encryption["StrF"]?.nameValue ?? "Identity" == "StdCF"
            else { return nil }
            // The crypt filter's length is in bytes, or (as some writers put it) in bits.
            let length = filter["Length"]?.integerValue ?? 16
            bits = (1...16).contains(length) ? length * 8 : length
            usesAES = method == "AESV2"
            if usesAES { bits = 128 }
        case 5:
            // Revisions 5 and 6: AES-256, the file key stored encrypted under each password.
            guard revision >= 5, let filter = encryption["CF"]?["StdCF"], filter["CFM"]?.nameValue == "AESV3",
                let ownerKey = encryption["OE"], case .string = ownerKey.value, ownerKey.byteCount >= 32,
                let userKey = encryption["UE"], case .string = userKey.value, userKey.byteCount >= 32
            else { return nil }
            ownerEncryptedKey = Array(ownerKey.bytes.prefix(32))
            userEncryptedKey = Array(userKey.bytes.prefix(32))
            usesAES = true
            bits = 256
        default: return nil
        }
        guard bits % 8 == 0, (40...128).contains(bits) || (bits == 256 && revision >= 5) else { return nil }
        guard (revision >= 5) == (version == 5) else { return nil }
        self.revision = revision
        self.keyLength = revision == 2 ? 5 : bits / 8
        self.owner = Array(owner.bytes.prefix(revision >= 5 ? 48 : 32))
        self.user = Array(user.bytes.prefix(revision >= 5 ? 48 : 32))
        self.ownerEncryptedKey = ownerEncryptedKey
        self.userEncryptedKey = userEncryptedKey
        self.permissions = Int32(truncatingIfNeeded: permissions)
        self.firstIdentifier = identifier?.element(0).map { $0.bytes } ?? []
        self.usesAES = usesAES
    }

    private static func padded(_ password: [UInt8]) -> [UInt8] {
        Array((password.prefix(32) + padding).prefix(32))
    }

    /// The hash of revisions 5 (SHA-256) and 6 (algorithm 2.B of PDF 2.0) over a password, a
    /// salt and, for the owner, the user's `/U`.
    private func hash(_ password: [UInt8], salt: ArraySlice<UInt8>, extra: [UInt8]) -> [UInt8] {
        var digest = PDFCryptography.sha256(password + salt + extra)
        guard revision >= 6 else { return digest }
        var round = 0
        while true {
            let block = password + digest + extra
            var repeated: [UInt8] = []
            repeated.reserveCapacity(block.count * 64)
            for _ in 0..<64 { repeated += block }
            let encrypted = PDFCryptography.aesEncrypt(
                repeated, key: Array(digest[0..<16]), vector: Array(digest[16..<32]))
            switch encrypted.prefix(16).reduce(0, { $0 + Int($1) }) % 3 {
            case 0: digest = PDFCryptography.sha256(encrypted)
            case 1: digest = PDFCryptography.sha384(encrypted)
            default: digest = PDFCryptography.sha512(encrypted)
            }
            round += 1
            if round >= 64, let last = encrypted.last, Int(last) <= round - 32 { break }
        }
        return Array(digest.prefix(32))
    }

    /// The file key for a user password (algorithm 2), when the password is right (algorithms 4
    /// and 5; 11 and 2.A for revisions 5 and 6).
    func key(userPassword password: [UInt8]) -> [UInt8]? {
        if revision >= 5 {
            let password = Array(password.prefix(127))
            guard hash(password, salt: user[32..<40], extra: []) == Array(user[0..<32]) else { return nil }
            let key = hash(password, salt: user[40..<48], extra: [])
            return PDFCryptography.aesDecrypt(
                userEncryptedKey[...], key: key, vector: [UInt8](repeating: 0, count: 16))
        }
        var input = Self.padded(password) + owner
        withUnsafeBytes(of: permissions.littleEndian) { input += $0 }
        input += firstIdentifier
        var hash = PDFCryptography.md5(input)
        if revision >= 3 {
            for _ in 0..<50 { hash = PDFCryptography.md5(Array(hash.prefix(keyLength))) }
        }
        let key = Array(hash.prefix(keyLength))
        if revision == 2 {
            return PDFCryptography.rc4(key: key, to: Self.padding) == user ? key : nil
        }
        var check = PDFCryptography.rc4(key: key, to: PDFCryptography.md5(Self.padding + firstIdentifier))
        for round in 1...19 {
            check = PDFCryptography.rc4(key: key.map { $0 ^ UInt8(round) }, to: check)
        }
        return Array(check.prefix(16)) == Array(user.prefix(16)) ? key : nil
    }

    /// The file key for an owner password (algorithm 7): the user password it unlocks, checked
    /// (algorithms 12 and 2.A for revisions 5 and 6).
    func key(ownerPassword password: [UInt8]) -> [UInt8]? {
        if revision >= 5 {
            let password = Array(password.prefix(127))
            let userEntry = Array(user.prefix(48))
            guard hash(password, salt: owner[32..<40], extra: userEntry) == Array(owner[0..<32]) else {
                return nil
            }
            let key = hash(password, salt: owner[40..<48], extra: userEntry)
            return PDFCryptography.aesDecrypt(
                ownerEncryptedKey[...], key: key, vector: [UInt8](repeating: 0, count: 16))
        }
        var hash = PDFCryptography.md5(Self.padded(password))
        if revision >= 3 {
            for _ in 0..<50 { hash = PDFCryptography.md5(hash) }
        }
        let ownerKey = Array(hash.prefix(keyLength))
        var userPassword = owner
        if revision == 2 {
            userPassword = PDFCryptography.rc4(key: ownerKey, to: userPassword)
        } else {
            for round in stride(from: 19, through: 0, by: -1) {
                userPassword = PDFCryptography.rc4(key: ownerKey.map { $0 ^ UInt8(round) }, to: userPassword)
            }
        }
        return key(userPassword: userPassword)
    }

    /// Decrypts the strings and stream data of object `number` (algorithm 1).
    func decrypt(_ bytes: [UInt8], key: [UInt8], number: Int, generation: Int) -> [UInt8] {
        // AES-256 uses the file key itself for every object.
        if revision >= 5 { return PDFCryptography.aesDecryptCBC(bytes, key: key) }
        var input = key
        input += [UInt8(truncatingIfNeeded: number), UInt8(truncatingIfNeeded: number >> 8)]
        input += [UInt8(truncatingIfNeeded: number >> 16)]
        input += [UInt8(truncatingIfNeeded: generation), UInt8(truncatingIfNeeded: generation >> 8)]
        if usesAES { input += Array("sAlT".utf8) }
        let objectKey = Array(PDFCryptography.md5(input).prefix(min(key.count + 5, 16)))
        return usesAES
            ? PDFCryptography.aesDecryptCBC(bytes, key: objectKey)
            : PDFCryptography.rc4(key: objectKey, to: bytes)
    }

    /// `object` with its strings and stream data decrypted, for indirect object `number`.
    func decrypt(_ object: PDFObject, key: [UInt8], number: Int, generation: Int) -> PDFObject {
        switch object.value {
        case .string:
            return PDFObject(
                name: false, bytes: decrypt(object.bytes, key: key, number: number, generation: generation))
        case .array(let elements):
            return PDFObject(
                .array(elements.map { decrypt($0, key: key, number: number, generation: generation) }))
        case .dictionary(let entries):
            var decrypted = PDFDictionaryEntries()
            for (name, value) in entries.entries {
                decrypted.append(
                    key: name.bytes, value: decrypt(value, key: key, number: number, generation: generation))
            }
            return PDFObject(.dictionary(decrypted))
        case .stream(let dictionary, let data):
            let decryptedDictionary = decrypt(dictionary, key: key, number: number, generation: generation)
            // Cross-reference streams are not encrypted.
            if dictionary["Type"]?.nameValue == "XRef" { return object }
            return PDFObject(
                .stream(
                    dictionary: decryptedDictionary,
                    data: decrypt(data, key: key, number: number, generation: generation)))
        default:
            return object
        }
    }
}
