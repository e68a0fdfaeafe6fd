# Build: docker build -t hakam .    Run: docker run -p 8080:8080 hakam
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY .cargo ./.cargo
COPY src ./src
COPY assets ./assets
COPY benches ./benches
COPY examples ./examples
COPY tests ./tests
COPY openapi ./openapi
# The rules pages served at /rules/{family} are compiled in (src/http/rules.rs).
COPY docs/rules ./docs/rules
RUN cargo build --release --locked --bin hakam

# A small runtime with glibc and no shell; runs as the image's non-root user (uid 65532).
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /src/target/release/hakam /usr/local/bin/hakam
ENV HAKAM_HOST=0.0.0.0 \
    HAKAM_PORT=8080 \
    HAKAM_LOG_FORMAT=json
# Numeric, so that Kubernetes' runAsNonRoot can check it without reading /etc/passwd.
USER 65532:65532
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/hakam", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/hakam"]
