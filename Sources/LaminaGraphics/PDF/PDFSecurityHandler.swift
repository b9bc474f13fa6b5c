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
        var digest = SHA2.sha256(password + salt + extra)
        guard revision >= 6 else { return digest }
        var round = 0
        while true {
            let block = password + digest + extra
            var repeated: [UInt8] = []
            repeated.reserveCapacity(block.count * 64)
            for _ in 0..<64 { repeated += block }
            let encrypted = AES.encrypt(repeated, key: Array(digest[0..<16]), vector: Array(digest[16..<32]))
            switch encrypted.prefix(16).reduce(0, { $0 + Int($1) }) % 3 {
            case 0: digest = SHA2.sha256(encrypted)
            case 1: digest = SHA2.sha384(encrypted)
            default: digest = SHA2.sha512(encrypted)
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
            return AES.decrypt(userEncryptedKey[...], key: key, vector: [UInt8](repeating: 0, count: 16))
        }
        var input = Self.padded(password) + owner
        withUnsafeBytes(of: permissions.littleEndian) { input += $0 }
        input += firstIdentifier
        var hash = MD5.digest(input)
        if revision >= 3 {
            for _ in 0..<50 { hash = MD5.digest(Array(hash.prefix(keyLength))) }
        }
        let key = Array(hash.prefix(keyLength))
        if revision == 2 {
            return RC4.apply(key: key, to: Self.padding) == user ? key : nil
        }
        var check = RC4.apply(key: key, to: MD5.digest(Self.padding + firstIdentifier))
        for round in 1...19 {
            check = RC4.apply(key: key.map { $0 ^ UInt8(round) }, to: check)
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
            return AES.decrypt(ownerEncryptedKey[...], key: key, vector: [UInt8](repeating: 0, count: 16))
        }
        var hash = MD5.digest(Self.padded(password))
        if revision >= 3 {
            for _ in 0..<50 { hash = MD5.digest(hash) }
        }
        let ownerKey = Array(hash.prefix(keyLength))
        var userPassword = owner
        if revision == 2 {
            userPassword = RC4.apply(key: ownerKey, to: userPassword)
        } else {
            for round in stride(from: 19, through: 0, by: -1) {
                userPassword = RC4.apply(key: ownerKey.map { $0 ^ UInt8(round) }, to: userPassword)
            }
        }
        return key(userPassword: userPassword)
    }

    /// Decrypts the strings and stream data of object `number` (algorithm 1).
    func decrypt(_ bytes: [UInt8], key: [UInt8], number: Int, generation: Int) -> [UInt8] {
        // AES-256 uses the file key itself for every object.
        if revision >= 5 { return AES.decryptCBC(bytes, key: key) }
        var input = key
        input += [UInt8(truncatingIfNeeded: number), UInt8(truncatingIfNeeded: number >> 8)]
        input += [UInt8(truncatingIfNeeded: number >> 16)]
        input += [UInt8(truncatingIfNeeded: generation), UInt8(truncatingIfNeeded: generation >> 8)]
        if usesAES { input += Array("sAlT".utf8) }
        let objectKey = Array(MD5.digest(input).prefix(min(key.count + 5, 16)))
        return usesAES ? AES.decryptCBC(bytes, key: objectKey) : RC4.apply(key: objectKey, to: bytes)
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

/// RC4, the stream cipher of PDF's standard security handler.
enum RC4 {
    static func apply(key: [UInt8], to data: [UInt8]) -> [UInt8] {
        guard !key.isEmpty else { return data }
        var state = [UInt8](0...255)
        var j = 0
        for i in 0..<256 {
            j = (j + Int(state[i]) + Int(key[i % key.count])) & 0xFF
            state.swapAt(i, j)
        }
        var output = data
        var i = 0
        j = 0
        for index in output.indices {
            i = (i + 1) & 0xFF
            j = (j + Int(state[i])) & 0xFF
            state.swapAt(i, j)
            output[index] ^= state[(Int(state[i]) + Int(state[j])) & 0xFF]
        }
        return output
    }
}

/// MD5 (RFC 1321), which PDF's standard security handler derives its keys with.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        5, 9,
        14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6,
        10,
        15, 21, 6, 10, 15, 21,
    ]
    private static let constants: [UInt32] = (0..<64).map {
        UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
    }

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var a0: UInt32 = 0x6745_2301
        var b0: UInt32 = 0xEFCD_AB89
        var c0: UInt32 = 0x98BA_DCFE
        var d0: UInt32 = 0x1032_5476
        var data = message
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 0, to: 64, by: 8) {
            data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] =
                    UInt32(data[base]) | UInt32(data[base + 1]) << 8 | UInt32(data[base + 2]) << 16
                    | UInt32(data[base + 3]) << 24
            }
            var a = a0
            var b = b0
            var c = c0
            var d = d0
            for round in 0..<64 {
                var f: UInt32
                var g: Int
                switch round {
                case 0..<16:
                    f = (b & c) | (~b & d)
                    g = round
                case 16..<32:
                    f = (d & b) | (~d & c)
                    g = (5 * round + 1) % 16
                case 32..<48:
                    f = b ^ c ^ d
                    g = (3 * round + 5) % 16
                default:
                    f = c ^ (b | ~d)
                    g = (7 * round) % 16
                }
                f = f &+ a &+ constants[round] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ (f << shifts[round] | f >> (32 - shifts[round]))
            }
            a0 = a0 &+ a
            b0 = b0 &+ b
            c0 = c0 &+ c
            d0 = d0 &+ d
        }
        var output: [UInt8] = []
        for word in [a0, b0, c0, d0] {
            for shift in stride(from: 0, to: 32, by: 8) {
                output.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
            }
        }
        return output
    }
}

/// AES (FIPS 197) with 128- and 256-bit keys in CBC mode: decryption for the `/AESV2` and
/// `/AESV3` crypt filters, encryption for PDF 2.0's password hash.
enum AES {
    private static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var a = a
        var b = b
        var product: UInt8 = 0
        while b != 0 {
            if b & 1 != 0 { product ^= a }
            a = a & 0x80 != 0 ? (a << 1) ^ 0x1B : a << 1
            b >>= 1
        }
        return product
    }

    /// The S-box: the multiplicative inverse in GF(2⁸), then the affine transform.
    private static let substitution: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        var inverse: UInt8 = value == 0 ? 0 : 1
        if value != 0 {
            // value^254 is value's inverse.
            var base = UInt8(value)
            var exponent = 254
            while exponent > 0 {
                if exponent & 1 != 0 { inverse = multiply(inverse, base) }
                base = multiply(base, base)
                exponent >>= 1
            }
        }
        var result = inverse
        for shift in 1...4 { result ^= (inverse << UInt8(shift)) | (inverse >> UInt8(8 - shift)) }
        return result ^ 0x63
    }

    private static let inverseSubstitution: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (index, value) in substitution.enumerated() { table[Int(value)] = UInt8(index) }
        return table
    }()

    /// The round keys of a 16- or 32-byte key (11 or 15 of them).
    private static func roundKeys(_ key: [UInt8]) -> [[UInt8]] {
        let length = key.count / 4
        let rounds = length + 6
        var words: [[UInt8]] = stride(from: 0, to: key.count, by: 4).map { Array(key[$0..<$0 + 4]) }
        var constant: UInt8 = 1
        for index in length..<4 * (rounds + 1) {
            var word = words[index - 1]
            if index % length == 0 {
                word = [word[1], word[2], word[3], word[0]].map { substitution[Int($0)] }
                word[0] ^= constant
                constant = multiply(constant, 2)
            } else if length > 6 && index % length == 4 {
                word = word.map { substitution[Int($0)] }
            }
            words.append(zip(words[index - length], word).map { $0 ^ $1 })
        }
        return (0...rounds).map { round in Array(words[round * 4..<round * 4 + 4].joined()) }
    }

    /// Products by 2, 3, 9, 11, 13 and 14 in GF(2⁸), for MixColumns and its inverse.
    private static let products: [[UInt8]] = [2, 3, 9, 11, 13, 14].map { factor in
        (0...255).map { multiply(UInt8($0), factor) }
    }

    /// Encrypts the 16 bytes at `state` in place, with the round keys laid end to end in `keys`.
    /// Written with raw pointers and tables: PDF 2.0's password hash encrypts thousands of blocks.
    private static func encryptBlock(
        _ state: UnsafeMutablePointer<UInt8>, _ keys: UnsafeBufferPointer<UInt8>,
        _ box: UnsafeBufferPointer<UInt8>,
        _ times2: UnsafeBufferPointer<UInt8>, _ times3: UnsafeBufferPointer<UInt8>
    ) {
        let rounds = keys.count / 16 - 1
        for index in 0..<16 { state[index] ^= keys[index] }
        var shifted = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &shifted) { raw in
            let temporary = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for round in 1...rounds {
                for column in 0..<4 {
                    for row in 0..<4 {
                        temporary[column * 4 + row] = box[Int(state[((column + row) & 3) * 4 + row])]
                    }
                }
                if round < rounds {
                    for column in 0..<4 {
                        let a0 = Int(temporary[column * 4])
                        let a1 = Int(temporary[column * 4 + 1])
                        let a2 = Int(temporary[column * 4 + 2])
                        let a3 = Int(temporary[column * 4 + 3])
                        state[column * 4] = times2[a0] ^ times3[a1] ^ UInt8(a2) ^ UInt8(a3)
                        state[column * 4 + 1] = UInt8(a0) ^ times2[a1] ^ times3[a2] ^ UInt8(a3)
                        state[column * 4 + 2] = UInt8(a0) ^ UInt8(a1) ^ times2[a2] ^ times3[a3]
                        state[column * 4 + 3] = times3[a0] ^ UInt8(a1) ^ UInt8(a2) ^ times2[a3]
                    }
                } else {
                    for index in 0..<16 { state[index] = temporary[index] }
                }
                let offset = round * 16
                for index in 0..<16 { state[index] ^= keys[offset + index] }
            }
        }
    }

    private static func decryptBlock(_ block: [UInt8], _ keys: [[UInt8]]) -> [UInt8] {
        var state = zip(block, keys[keys.count - 1]).map { $0 ^ $1 }
        for round in stride(from: keys.count - 2, through: 0, by: -1) {
            // Inverse ShiftRows, then inverse SubBytes.
            var shifted = state
            for column in 0..<4 {
                for row in 0..<4 {
                    shifted[column * 4 + row] =
                        inverseSubstitution[Int(state[((column - row + 4) % 4) * 4 + row])]
                }
            }
            state = zip(shifted, keys[round]).map { $0 ^ $1 }
            if round > 0 {
                for column in 0..<4 {
                    let a = (
                        Int(state[column * 4]), Int(state[column * 4 + 1]), Int(state[column * 4 + 2]),
                        Int(state[column * 4 + 3])
                    )
                    let (m9, m11, m13, m14) = (products[2], products[3], products[4], products[5])
                    state[column * 4] = m14[a.0] ^ m11[a.1] ^ m13[a.2] ^ m9[a.3]
                    state[column * 4 + 1] = m9[a.0] ^ m14[a.1] ^ m11[a.2] ^ m13[a.3]
                    state[column * 4 + 2] = m13[a.0] ^ m9[a.1] ^ m14[a.2] ^ m11[a.3]
                    state[column * 4 + 3] = m11[a.0] ^ m13[a.1] ^ m9[a.2] ^ m14[a.3]
                }
            }
        }
        return state
    }

    /// Decrypts whole blocks of `data` with `key` (16 or 32 bytes) from `vector`; a trailing
    /// partial block is dropped.
    static func decrypt(_ data: ArraySlice<UInt8>, key: [UInt8], vector: [UInt8]) -> [UInt8] {
        guard key.count == 16 || key.count == 32, vector.count == 16 else { return [] }
        let keys = roundKeys(key)
        var previous = vector
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var offset = data.startIndex
        while offset + 16 <= data.endIndex {
            let block = Array(data[offset..<offset + 16])
            output += zip(decryptBlock(block, keys), previous).map { $0 ^ $1 }
            previous = block
            offset += 16
        }
        return output
    }

    /// Encrypts `data` (whole blocks) with `key` from `vector`, without padding.
    static func encrypt(_ data: [UInt8], key: [UInt8], vector: [UInt8]) -> [UInt8] {
        guard key.count == 16 || key.count == 32, vector.count == 16 else { return [] }
        let keys = Array(roundKeys(key).joined())
        let blocks = data.count / 16
        var output = [UInt8](repeating: 0, count: blocks * 16)
        keys.withUnsafeBufferPointer { keys in
            substitution.withUnsafeBufferPointer { box in
                products[0].withUnsafeBufferPointer { times2 in
                    products[1].withUnsafeBufferPointer { times3 in
                        data.withUnsafeBufferPointer { input in
                            output.withUnsafeMutableBufferPointer { output in
                                let out = output.baseAddress!
                                for index in 0..<16 { out[index] = vector[index] }
                                for block in 0..<blocks {
                                    let state = out + block * 16
                                    if block > 0 { for index in 0..<16 { state[index] = state[index - 16] } }
                                    for index in 0..<16 { state[index] ^= input[block * 16 + index] }
                                    encryptBlock(state, keys, box, times2, times3)
                                }
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// Decrypts a string or stream of an AES crypt filter: a 16-byte initialisation vector, then
    /// whole blocks; the PKCS #5 padding is removed when valid.
    static func decryptCBC(_ data: [UInt8], key: [UInt8]) -> [UInt8] {
        guard data.count >= 32 else { return [] }
        var output = decrypt(data[16...], key: key, vector: Array(data[0..<16]))
        if let last = output.last, (1...16).contains(last),
            output.suffix(Int(last)).allSatisfy({ $0 == last })
        {
            output.removeLast(Int(last))
        }
        return output
    }
}
