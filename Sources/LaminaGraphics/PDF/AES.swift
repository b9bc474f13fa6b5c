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
