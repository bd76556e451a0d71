# Thin aliases to the npm scripts (package.json is the source of truth).
.PHONY: install start test typecheck build bench replay gateway projector relay up down

install: ; npm install
start: ; npm start
test: ; npm test
typecheck: ; npm run typecheck
build: ; npm run build
bench: ; npm run bench
# make replay P=<projection|all>
replay: ; npm run replay -- $(or $(P),all)
gateway: ; npm run gateway
projector: ; npm run projector
relay: ; npm run relay
# the distributed topology (needs a Docker engine)
up: ; docker compose -f deploy/docker-compose.yml up -d --build
down: ; docker compose -f deploy/docker-compose.yml down
