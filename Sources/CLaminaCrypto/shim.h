#ifndef LAMINA_CRYPTO_SHIM_H
#define LAMINA_CRYPTO_SHIM_H

/* OpenSSL's libcrypto: the digests and ciphers of PDF's standard security handler. */
#include <openssl/evp.h>
#include <openssl/provider.h>

#endif
